/**
 * Stands in, in the build, for `tldts` (vite.config.ts aliases it here; decision 0015). msw's
 * cookie store (msw/lib/core/utils/cookieStore) uses tough-cookie, whose one import of tldts is
 * `getDomain(host)` for its public-suffix check: that pulled the whole public suffix list
 * (~95 KiB gzip of a 210 KiB demo chunk) into the demo API for every page.
 *
 * tough-cookie asks it of the page's own host on every demo call (which stored cookies match)
 * and of a Domain= attribute of a cookie a demo answer sets (none does: the app writes its
 * token cookie itself). It needs the registrable domain ("eTLD+1"), or null for an IP address
 * or a bare suffix. This answers exactly as tldts for the hosts the demo runs on (127.0.0.1,
 * localhost, a single-label host, example.com, a shop's x.com.cn), taking the last label as
 * the suffix except for the few two-label ones below. Elsewhere (e.g. a.github.io) it may
 * name a shorter domain than tldts: tough-cookie then also looks up cookies stored for that
 * shorter domain, of which the demo has none.
 */

/** Two-label public suffixes a Chinese shop's demo may be hosted under. */
const TWO_LABEL_SUFFIXES = new Set(["com.cn", "net.cn", "org.cn", "gov.cn", "edu.cn", "com.hk", "co.uk"]);

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

export function getDomain(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (IPV4.test(host) || host.includes(":")) return null; // an IP address has no domain
  const labels = host.split(".");
  if (labels.some((label) => label === "")) return null;
  const suffixLength = TWO_LABEL_SUFFIXES.has(labels.slice(-2).join(".")) ? 2 : 1;
  if (labels.length <= suffixLength) return null; // the host is a suffix itself
  return labels.slice(-suffixLength - 1).join(".");
}
