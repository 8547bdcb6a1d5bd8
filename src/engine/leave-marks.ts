/**
 * Navigation state for leaving a form without the unsaved-changes question: the session
 * ended under it (the sign-out, an expired token, another tab's sign-out). Asking then would
 * leave the merchant on a form with no session; what was typed is kept as a draft instead
 * (form-draft.ts). No dependencies: the router's logout navigation imports it at start.
 */
export const SESSION_ENDED = { state: { sessionEnded: true } } as const;

export const isSessionEnded = (location: { state: unknown }): boolean =>
  (location.state as { sessionEnded?: boolean } | null)?.sessionEnded === true;
