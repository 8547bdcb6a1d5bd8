// through Testing Library for React: the one @testing-library/dom its queries and waits use
import { getConfig, prettyDOM } from "@testing-library/react";

/**
 * A query's error while a wait polls is made without printing the page (decision 0111).
 *
 * Testing Library makes a failed getBy's error with the whole container printed in it
 * (prettyDOM: the DOM serialized, then cut to 7,000 characters). Inside waitFor and findBy every
 * look that does not find yet makes that error, on each DOM change and every 50 ms, and drops it
 * at the next look: with antd's screens in jsdom that printing was a sixth of a test's CPU
 * (measured in modal-form-list's create, 4.2 of 24.8 s profiled), on a machine where a wait's 5 s
 * is what CPU a test gets. Testing Library marks those looks itself
 * (runWithExpensiveErrorDiagnosticsDisabled: `_disableExpensiveErrorDiagnostics`); there the
 * error keeps its message alone. A wait that times out still shows the page: waitFor's own
 * onTimeout adds the container's print to its last error then, as a getBy outside a wait does.
 */
type Diagnosed = ReturnType<typeof getConfig> & { _disableExpensiveErrorDiagnostics?: boolean };

export function waitErrorWithoutPage(message: string | null, container: Element): Error {
  const polling = (getConfig() as Diagnosed)._disableExpensiveErrorDiagnostics === true;
  const page = polling ? "" : `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container) || ""}`;
  const error = new Error([message, page].filter(Boolean).join("\n\n"));
  error.name = "TestingLibraryElementError";
  return error;
}
