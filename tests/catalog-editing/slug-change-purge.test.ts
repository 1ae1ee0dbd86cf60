import { eq, sql } from 'drizzle-orm';
import { drainJobs } from '@/lib/bootstrap/jobs/drain';
import { cacheTags } from '@/lib/cache-tags';
import { getProductForEdit } from '@/lib/catalogue/products/editing/form/get-product-for-edit';
import { updateProduct } from '@/lib/catalogue/products/editing/save/edit-product';
import { getDb } from '@/lib/db/client';
import { env } from '@/lib/env';
import { bossJobs } from '@/lib/jobs/job-table';
import { startMockEdge } from '@/tests/cache/edge-mock';
import { afterTasksDone } from '@/tests/helpers/after-tasks';
import { describeEditing, saveOf } from './support';

type PurgeData = { tags: string[]; keys: string[] };

/** The purge jobs queued so far: each once the save's answer would be done. */
const purgeJobs = async () => {
  await afterTasksDone();
  return (
    await getDb()
      .select({ data: bossJobs.data })
      .from(bossJobs)
      .where(eq(bossJobs.name, 'edge-purge'))
  ).map((row) => row.data as PurgeData);
};

describeEditing('a product’s new address, at the edge', (fixture, manager) => {
  let varnish: Awaited<ReturnType<typeof startMockEdge>>;
  const saved = { ...env };
  beforeAll(async () => {
    varnish = await startMockEdge();
    Object.assign(env, { EDGE_PURGE: 'varnish', VARNISH_PURGE_URLS: [varnish.url] });
  });
  afterAll(async () => {
    Object.assign(env, saved);
    await varnish.close();
  });
  afterEach(async () => {
    varnish.received.length = 0;
    await getDb().execute(sql`DELETE FROM pgboss.job WHERE name = 'edge-purge'`);
  });

  it('purges the page at the old slug as well as the new', async () => {
    const id = fixture().product['pearl-clutch']!;
    const form = await getProductForEdit(id);
    await updateProduct(manager(), id, saveOf(form, { slug: 'pearl-silk-clutch' }));

    const [job, ...others] = await purgeJobs();
    expect(others).toEqual([]);
    expect(job!.tags).toContain(cacheTags.product(id));
    expect(job!.keys).toEqual(['product:pearl-clutch']);

    await getDb().execute(
      sql`UPDATE pgboss.job SET start_after = now() - interval '1 second' WHERE name = 'edge-purge'`,
    );
    expect(await drainJobs(['edge-purge'])).toEqual({ completed: 1, failed: 0 });
    const purged = varnish.received.flatMap((call) =>
      String(call.headers['xkey-purge']).split(' '),
    );
    expect(purged).toEqual(
      expect.arrayContaining(['product:pearl-silk-clutch', 'product:pearl-clutch', 'sitemap']),
    );
  });

  it('names no old address when the slug stays', async () => {
    const id = fixture().product['ruby-party-gown']!;
    const form = await getProductForEdit(id);
    await updateProduct(manager(), id, saveOf(form, { name: 'Ruby Evening Gown' }));
    expect(await purgeJobs()).toEqual([
      { tags: expect.arrayContaining([cacheTags.product(id)]), keys: [] },
    ]);
  });
});
