import { connection } from 'next/server';

/**
 * Liveness for a load balancer or an uptime monitor: the process answers. It asks nothing
 * of the database, so an outage there does not get healthy instances restarted; readiness
 * is /api/ready.
 */
export async function GET(): Promise<Response> {
  await connection();
  return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } });
}
