import { sql } from 'drizzle-orm';
import { dropJobAction, retryJobAction } from '@/app/[locale]/admin/jobs/actions';
import FailedJobsPage from '@/app/[locale]/admin/jobs/page';
import Dashboard from '@/app/[locale]/admin/page';
import { getDb } from '@/lib/db/client';
import { getBoss } from '@/lib/jobs/boss';
import { enqueueJob } from '@/lib/jobs/enqueue';
import { idleState } from '@/lib/identity/staff-actions/action-state';
import { provenStaffCookies } from '@/tests/admin-products/support';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { buildCatalogue } from '@/tests/fixtures/catalog';
import { renderWithIntl } from '@/tests/helpers/intl';
import { fillStaff } from '@/tests/staff/staff-fixture';
import { insertOrder } from './support';

// The pages as the server renders them for a signed-in member, whose browser these cookies are.
let mockJar = new Map<string, string>();
jest.mock('next/headers', () => ({
  cookies: async () => ({
    getAll: () => [...mockJar].map(([name, value]) => ({ name, value })),
  }),
}));
// Next's 403 needs its experimental flag, which only the app's config sets: here it throws a mark.
jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  forbidden: () => {
    throw Object.assign(new Error('forbidden'), { digest: 'forbidden' });
  },
}));
jest.mock('next-intl/server', () =>
  jest.requireActual('@/tests/helpers/intl-server').serverIntl('en'),
);
jest.mock('next/cache', () => ({
  ...jest.requireActual('@/tests/helpers/next-cache'),
  revalidatePath: () => {},
}));

const noParams = { searchParams: Promise.resolve({}) };
const renderDashboard = async (query: Record<string, string> = {}) =>
  renderWithIntl(await Dashboard({ searchParams: Promise.resolve(query) }));
const renderJobs = async (params = {}) =>
  renderWithIntl(await FailedJobsPage({ searchParams: Promise.resolve(params) }));

/** The thrown redirect or 403 of a page or action, as Next marks it. */
const digestOf = (work: () => Promise<unknown>) =>
  work().then(
    () => 'none',
    (error: { digest?: string }) => error.digest ?? String(error),
  );

async function failedSweep(): Promise<string> {
  const id = await enqueueJob('release-expired-orders', {});
  await getBoss().fetch('release-expired-orders');
  await getBoss().fail('release-expired-orders', id!, { message: 'The sweep broke' });
  return id!;
}

describeAppDatabase(
  'the dashboard and the failed-jobs page',
  async (db) => {
    await buildCatalogue(db);
    const staff = await fillStaff(db);
    const now = new Date().toISOString();
    await insertOrder(db, { at: now, status: 'pending', total: 150_000 });
    await insertOrder(db, { at: now, status: 'cancelled', total: 99_000 });
    await insertOrder(db, { at: now, status: 'packed', total: 2_000 });
    return staff;
  },
  (staff) => {
    afterEach(async () => {
      await getDb().execute(sql`DELETE FROM pgboss.job`);
    });

    it('shows the owner every figure, each linking to where it is acted on, and the chart', async () => {
      mockJar = await provenStaffCookies(staff().owner);
      const html = await renderDashboard();
      expect(html).toContain('Welcome, Owner');
      // Three orders today, one of them cancelled: counted as an order, not as revenue.
      expect(html).toMatch(/Orders today<\/span><span[^>]*>3<\/span>/);
      expect(html).toMatch(/Revenue today<\/span><span[^>]*>৳ 1,52,000<\/span>/);
      expect(html).toContain('less those cancelled');
      for (const status of ['pending', 'confirmed', 'packed']) {
        expect(html).toContain(`href="/admin/orders?status=${status}"`);
      }
      expect(html).toMatch(/href="\/admin\/orders\?from=\d{4}-\d\d-\d\d&amp;to=\d{4}-\d\d-\d\d"/);
      expect(html).toContain('href="/admin/stock"');
      expect(html).toContain('6 pieces are at or below their low-stock threshold.');
      expect(html).toContain('href="/admin/jobs"');
      for (const group of ['Catalogue', 'Team']) expect(html).toContain(`>${group}</h2>`);

      // The chart: a captioned figure of two labelled images, and a table of all 30 days.
      expect(html).toMatch(/<figure aria-labelledby="last-days-caption"/);
      for (const id of ['orders-per-day', 'revenue-per-day']) {
        expect(html).toContain(`role="img" aria-labelledby="${id}-title ${id}-desc"`);
        expect(html).toContain(`<title id="${id}-title">`);
        expect(html).toMatch(new RegExp(`<desc id="${id}-desc">[^<]*in all`));
      }
      expect(html.match(/<rect /g)).toHaveLength(60);
      const chart = html.slice(html.indexOf('<figure aria-labelledby="last-days-caption"'));
      expect(chart.slice(0, chart.indexOf('</figure>')).match(/<tr/g)).toHaveLength(31);
      expect(html).toContain('<td class="py-2 text-right">৳ 1,52,000</td>');
    });

    it('shows where the period’s orders came from, 30 days unless chosen, and refuses a range backwards', async () => {
      mockJar = await provenStaffCookies(staff().clerk);
      const html = await renderDashboard();
      expect(html).toContain('>Where orders came from</h2>');
      expect(html).toMatch(/href="\/admin\?days=30#order-sources" aria-current="page"/);
      // Today's three orders came with no landing: one row, Direct, in each table but staff's.
      expect(html).toContain('3 orders, ৳ 1,52,000');
      expect(html).toMatch(/<table id="orders-by-source"[^]*Direct[^]*>3<\/td>/);
      expect(html).toMatch(/<table id="orders-by-campaign"[^]*No campaign/);
      expect(html).toContain('No order in this period came through a staff member’s link');

      const week = await renderDashboard({ days: '7' });
      expect(week).toMatch(/href="\/admin\?days=7#order-sources" aria-current="page"/);

      const refused = await renderDashboard({ from: '2026-03-10', to: '2026-03-01' });
      expect(refused).toContain('The last day comes on or after the first');
      expect(refused).toContain('value="2026-03-01"');
      // Meanwhile, the default period's figures.
      expect(refused).toContain('3 orders, ৳ 1,52,000');

      const empty = await renderDashboard({ from: '2020-01-01', to: '2020-01-31' });
      expect(empty).toContain('No orders were placed in this period.');
      expect(empty).not.toContain('id="orders-by-source"');
    });

    it('shows staff only what they act on: orders and stock, not jobs, the catalogue or the team', async () => {
      mockJar = await provenStaffCookies(staff().clerk);
      const html = await renderDashboard();
      expect(html).toContain('href="/admin/orders?status=pending"');
      expect(html).toContain('href="/admin/stock"');
      expect(html).not.toContain('/admin/jobs');
      expect(html).not.toContain('>Catalogue</h2>');
      expect(html).not.toContain('>Team</h2>');
    });

    it('says nothing has failed, then lists a failed job with Retry and Drop', async () => {
      mockJar = await provenStaffCookies(staff().manager);
      expect(await renderJobs()).toContain('Nothing has failed');
      await failedSweep();
      const html = await renderJobs();
      expect(html).toContain('Release lapsed unpaid orders (every minute)');
      expect(html).toContain('The sweep broke');
      // Its tries, in the column (or, on a phone, the card line) named Tries.
      expect(html).toContain('>Tries</th>');
      expect(html).toContain('>1 of 1</span>');
      expect(html).toMatch(/aria-label="Retry: Release lapsed unpaid orders \(every minute\)"/);
      expect(html).toContain('Drop this job');
      expect(await renderJobs({ state: 'retry' })).toContain('No job is waiting to try again.');
    });

    it('keeps staff without the permission out of the page and its actions', async () => {
      const id = await failedSweep();
      mockJar = await provenStaffCookies(staff().clerk);
      expect(await digestOf(() => FailedJobsPage(noParams))).toBe('forbidden');
      const form = new FormData();
      form.set('name', 'release-expired-orders');
      form.set('id', id);
      expect(await retryJobAction(idleState, form)).toMatchObject({
        status: 'error',
        message: expect.stringContaining('Your role does not allow this'),
      });
      expect(await dropJobAction(idleState, form)).toMatchObject({ status: 'error' });

      mockJar = await provenStaffCookies(staff().owner);
      expect(await digestOf(() => retryJobAction(idleState, form))).toMatch(
        /^NEXT_REDIRECT;replace;\/admin\/jobs\?notice=retried;/,
      );
      const html = await renderJobs({ notice: 'retried' });
      expect(html).toContain('The job will be tried again in a moment.');
      expect(html).toContain('Trying again');
    });
  },
);
