import type { HttpHandler } from "msw";
import { authHandlers } from "./auth";
import { fetchHandlers } from "./fetch";
import { addressHandlers, employeeHandlers, roleHandlers } from "./settings";
import { shopHandlers } from "./shop";
import { userHandlers } from "./user";

/** Every demo API handler; browser.ts and node.ts both serve this list. */
export const handlers: HttpHandler[] = [
  ...authHandlers,
  ...userHandlers,
  ...shopHandlers,
  ...addressHandlers,
  ...roleHandlers,
  ...employeeHandlers,
  ...fetchHandlers,
];
