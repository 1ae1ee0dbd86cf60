import 'server-only';
import { and, isNull } from 'drizzle-orm';
import { stockAlerts } from '@/lib/db/schema';

/** Alerts still in line: not told yet, not stopped. */
export const waiting = and(isNull(stockAlerts.notifiedAt), isNull(stockAlerts.endedAt));
