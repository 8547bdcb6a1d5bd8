import proxyaddr from "proxy-addr";

/**
 * The caller's address the limits count and the audit log records (decision 0076). Without
 * TRUST_PROXY it is the socket's, and an X-Forwarded-For the caller sent is ignored: anyone can
 * write one. With TRUST_PROXY (a comma-separated list of the proxies' addresses or CIDR ranges,
 * or proxy-addr's names `loopback`, `linklocal`, `uniquelocal`) X-Forwarded-For is read from the
 * right, past every address of a trusted proxy, and the first address that is not one is the
 * caller's: the left of it is what the caller wrote and the proxies passed on. proxy-addr (what
 * Express uses) does the walk and the address arithmetic (IPv4-mapped IPv6 included).
 */
export type AddressOf = (socketAddress: string, forwardedFor: string | undefined) => string;

/** The trusted proxies of TRUST_PROXY; throws, naming the value, on one that is no address or range. */
export function parseTrustProxy(value: string | undefined): string[] {
  const list = (value ?? "").split(",").map((p) => p.trim()).filter(Boolean);
  try {
    if (list.length) proxyaddr.compile(list);
  } catch (error) {
    throw new Error(`TRUST_PROXY 不是地址或网段的列表（${value}）：${error instanceof Error ? error.message : String(error)}`);
  }
  return list;
}

export function clientAddressOf(trustProxy: string | undefined): AddressOf {
  const proxies = parseTrustProxy(trustProxy);
  if (!proxies.length) return (socketAddress) => socketAddress;
  const trusted = proxyaddr.compile(proxies);
  return (socketAddress, forwardedFor) => {
    // not on a socket (a test's app.request): nothing to start the walk from
    if (!socketAddress) return "";
    const request = { socket: { remoteAddress: socketAddress }, headers: { "x-forwarded-for": forwardedFor ?? "" } };
    return proxyaddr(request as unknown as Parameters<typeof proxyaddr>[0], trusted);
  };
}
