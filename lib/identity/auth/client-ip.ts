import 'server-only';
import { clientAddressHeader, provenAddress } from '@/lib/http/client-address';

/**
 * The caller's address for per-IP limits, as the server hook found it from the socket and
 * TRUSTED_PROXY_HOPS (lib/http/server/, docs/architecture.md "Serving"). X-Forwarded-For is
 * never read here: a client can send any it likes. Per-account limits do not depend on this.
 */
export function clientIp(request: Request): string {
  return clientIpOf(request.headers);
}

/** clientIp for a server action, which has the request's headers but no Request. */
export function clientIpOf(headers: Headers): string {
  return provenAddress(headers.get(clientAddressHeader)) ?? 'unknown';
}
