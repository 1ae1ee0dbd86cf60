import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { discountCodes } from '@/lib/db/schema';
import { describeEachEngine } from '@/tests/helpers/test-database';

// Codes saved before they were kept in capitals: the migration upper-cases them, run again
// over rows written as they were.
const migration = readFileSync(
  path.join(process.cwd(), 'drizzle/0030_discount_codes_upper.sql'),
  'utf8',
);

describeEachEngine('the discount codes’ capitals', (db) => {
  it('upper-cases the codes saved as typed, and leaves the rest as they were', async () => {
    await db()
      .insert(discountCodes)
      .values([
        { code: 'eid-2026', kind: 'percent', value: 10 },
        { code: 'Winter_Sale', kind: 'fixed', value: 500, note: 'for the winter' },
        { code: 'WELCOME20', kind: 'percent', value: 20 },
      ]);
    await db().execute(sql.raw(migration));
    const rows = await db()
      .select({ code: discountCodes.code, note: discountCodes.note, value: discountCodes.value })
      .from(discountCodes)
      .orderBy(asc(discountCodes.id));
    expect(rows.slice(-3)).toEqual([
      { code: 'EID-2026', note: '', value: 10 },
      { code: 'WINTER_SALE', note: 'for the winter', value: 500 },
      { code: 'WELCOME20', note: '', value: 20 },
    ]);
  });
});
