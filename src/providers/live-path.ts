/** The server's event stream (decision 0113): a GET the console reads with its session's header (live-connection.ts). */
export const EVENTS_PATH = "/merchant/shop/v1/events";
