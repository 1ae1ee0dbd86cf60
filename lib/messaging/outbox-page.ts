import 'server-only';
import { env } from '@/lib/env';

/**
 * /dev/outbox shows every stored message, codes included: only in development, or when
 * DEV_OUTBOX_PAGE=true (the demo and end-to-end runs, which have no SMS gateway).
 */
export function isOutboxPageEnabled(): boolean {
  return env.NODE_ENV !== 'production' || env.DEV_OUTBOX_PAGE === 'true';
}
