import { connection } from 'next/server';
import { readiness } from '@/lib/bootstrap/readiness';

/**
 * Readiness: 200 when this instance can serve (its database answers and is migrated, its
 * job workers run or are off by configuration), else 503 with what is missing.
 */
export async function GET(): Promise<Response> {
  await connection();
  const state = await readiness();
  return Response.json(state, {
    status: state.ready ? 200 : 503,
    headers: { 'cache-control': 'no-store' },
  });
}
