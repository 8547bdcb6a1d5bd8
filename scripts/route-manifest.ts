import type { BuiltManifest } from "../src/build/route-manifest";
import { configs, manifest } from "../src/catalogue/declared-sections";
import { firstScreens } from "./first-screens";
import { startUpProblems } from "./start-up-check";

/**
 * The route manifest and the declarations' problems, as the console's build writes the one and
 * stops on the other (src/build/route-manifest.ts, which loads this through Vite).
 */
export function builtManifest(): BuiltManifest {
  const problems = startUpProblems();
  // the first screens need sound declarations: with a problem the build stops on its list anyway
  return { manifest, configs, problems, firstScreens: problems.length ? undefined : firstScreens() };
}
