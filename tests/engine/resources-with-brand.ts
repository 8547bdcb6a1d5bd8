import { vi } from "vitest";
import type { ResourceConfig } from "../../src/engine/types";
import { brand } from "./fixture-brand";

/**
 * What src/resources/index.ts would export with brand.ts dropped into src/resources/goods/:
 * the app's configs plus the fixture. A test file mocks that index with this module
 * (`vi.mock("../../src/resources", () => import("./resources-with-brand"))`), since the
 * index's import.meta.glob is the only place the app learns of its resources.
 */
const app = await vi.importActual<typeof import("../../src/resources")>("../../src/resources");

export const resources: ResourceConfig[] = [...app.resources, brand];
