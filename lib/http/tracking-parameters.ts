/**
 * Parameters that ads, social networks and newsletters add to a shared link. No page reads
 * them, yet each click's own id (fbclid, gclid) would make every visit from a post a new
 * address, and so a new render and a new entry in every cache.
 */
const trackingParameter =
  /^(?:utm_[\w-]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|igshid|ttclid|twclid|yclid|mc_cid|mc_eid|_ga|_gl)$/i;

/** A query string (without `?`) less its tracking parameters; the rest kept as written. */
export function withoutTracking(query: string): string {
  return query
    .split('&')
    .filter((part) => part !== '' && !trackingParameter.test(part.split('=', 1)[0]!))
    .join('&');
}
