import type { HttpHandler } from "msw";
import { resources } from "../../resources";
import { resourceExtensions } from "../resource-actions";
import { appSeeds } from "../resource-seeds";
import { resourceHandlers } from "../resources";
import { authHandlers } from "./auth";
import { fetchHandlers } from "./fetch";
import { passwordHandlers } from "./password";
import { sectionHandlers } from "./sections";
import { shopHandlers } from "./shop";
import { uploadHandlers } from "./upload";
import { userHandlers } from "./user";

/** Every demo API handler; browser.ts and node.ts both serve this list. */
export const handlers: HttpHandler[] = [
  ...authHandlers,
  ...passwordHandlers,
  ...userHandlers,
  ...shopHandlers,
  ...fetchHandlers,
  ...uploadHandlers,
  ...sectionHandlers,
  // the config-declared resources (src/resources/) and their hand-written actions
  ...resourceHandlers(resources, appSeeds, resourceExtensions),
];
