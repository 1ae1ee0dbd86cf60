import { run } from './lib/run';

// npm run orders:release — cancels SSLCommerz orders still unpaid when their time is up and
// gives their stock back (the store also does this at every order and IPN; a cron job may
// run this every few minutes so that stock comes back on a quiet day too). The embedded
// database allows one process: with PGlite, stop the store first.
run(async () => {
  const { prepareDatabase } = await import('@/lib/bootstrap/prepare');
  await prepareDatabase({ seed: 'never' });
  const { releaseExpiredOrders } = await import('@/lib/ordering/orders/release');
  const { getConnection } = await import('@/lib/db/client');
  const released = await releaseExpiredOrders();
  console.log(`Released ${released} unpaid order${released === 1 ? '' : 's'}.`);
  await getConnection().close();
});
