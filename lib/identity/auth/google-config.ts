import 'server-only';
import { env } from '@/lib/env';

/** Google sign-in is offered only when the store has its OAuth client configured. */
export function isGoogleEnabled(): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}
