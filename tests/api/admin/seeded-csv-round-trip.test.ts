import os from 'node:os';
import path from 'node:path';
import { GET as exportRoute } from '@/app/api/v1/admin/products/export/route';
import { POST as importRoute } from '@/app/api/v1/admin/products/import/route';
import type { ImportReport } from '@/lib/catalogue/products/editing/csv/import-products-csv';
import { catalogueCsv } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { seedDatabase } from '@/lib/seed';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { staffCallers, type StaffCallers } from './staff-callers';

// The rows alone: the pictures are not needed here (tests/db/seed.test.ts checks them).
const mediaDir = path.join(os.tmpdir(), 'store-seed-test-media');

// What e2e/admin/import.spec.ts does through the page, on the whole demo catalogue.
describeAppDatabase(
  'the demo catalogue exported and checked back',
  (db) => seedDatabase(db, { mediaDir, renderImages: false }),
  () => {
    let callers: StaffCallers;
    beforeAll(async () => {
      callers = await staffCallers(getDb());
    });

    it('fits the import’s size limit and changes nothing', async () => {
      const exported = await exportRoute(
        new Request('http://localhost/api/v1/admin/products/export', { headers: callers.owner }),
      );
      expect(exported.status).toBe(200);
      const bytes = new Uint8Array(await exported.arrayBuffer());
      expect(bytes.byteLength).toBeLessThan(catalogueCsv.maxImportBytes);
      const checked = await importRoute(
        new Request('http://localhost/api/v1/admin/products/import?mode=check', {
          method: 'POST',
          headers: { ...callers.owner, 'content-type': 'text/csv' },
          body: bytes,
        }),
      );
      const report = (await checked.json()) as ImportReport;
      expect(report.errors).toEqual([]);
      expect(report.counts.create + report.counts.update).toBe(0);
      expect(report.counts.unchanged).toBeGreaterThanOrEqual(240);
    });
  },
);
