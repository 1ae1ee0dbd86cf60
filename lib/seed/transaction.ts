import 'server-only';
import type { Database } from '@/lib/db/connect';

/** The handle inside `db.transaction(...)`; each seed phase writes through one. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** slug -> id of rows that exist after a phase. */
export type IdsBySlug = Map<string, number>;
