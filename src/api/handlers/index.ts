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
import { trackHandlers } from "../tracking/track-handlers";

/** Every demo API handler; browser.ts and node.ts both serve this list. */
export const handlers: HttpHandler[] = [
  ...authHandlers,
  ...passwordHandlers,
  ...userHandlers,
  ...shopHandlers,
  ...fetchHandlers,
  ...uploadHandlers,
  ...sectionHandlers,
  // 物流轨迹 of an order and of a 售后's return (issue 49 item 5)
  ...trackHandlers,
  // the config-declared resources (src/resources/) and their hand-written actions
  ...resourceHandlers(resources, appSeeds, resourceExtensions),
];
