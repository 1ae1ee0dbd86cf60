import 'server-only';
import { env } from '@/lib/env';

/**
 * The caller's address for per-IP limits. Next fills X-Forwarded-For with the socket's
 * address when a request arrives without one; each trusted proxy in front appends the
 * address it saw, so the entry TRUSTED_PROXY_HOPS from the right is the client's.
 * Per-account limits do not depend on this.
 */
export function clientIp(request: Request): string {
  const chain = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return chain[Math.max(0, chain.length - 1 - env.TRUSTED_PROXY_HOPS)] ?? 'unknown';
}
