/**
 * The caller's network address, as the API server tells the handlers: it sets the header
 * `X-Client-Address` from the socket, or behind the proxies TRUST_PROXY names from their
 * X-Forwarded-For (src/server/proxy-address.ts), and drops any value a client sent. The in-page
 * demo has no server and no address (undefined), so nothing is limited or recorded by address there.
 */
export const CLIENT_ADDRESS_HEADER = "X-Client-Address";

export function clientAddress(request: Request): string | undefined {
  return request.headers.get(CLIENT_ADDRESS_HEADER)?.trim() || undefined;
}
