import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { auditLog, categories, discountCodes } from '@/lib/db/schema';
import { createDiscountCode, updateDiscountCode } from '@/lib/ordering/discounts/admin/save-code';
import { listDiscountCodes } from '@/lib/ordering/discounts/admin/read-codes';
import { setDiscountCodeActive } from '@/lib/ordering/discounts/admin/switch-code';
import { evaluateDiscount } from '@/lib/ordering/discounts/evaluate';
import type { Actor } from '@/lib/identity/staff/actor';
import { discountCodeSchema, discountCodeUpdateSchema } from '@/lib/ordering/discounts/schemas';
import { describeCatalogue } from '@/tests/api/helpers/catalogue-suite';
import { createStaff } from '@/tests/stock/support';
import { codeRow } from './support';

/** A form as the browser sends it: every value text, checkboxes present only when ticked. */
const raw = (changes: Record<string, unknown> = {}) => ({
  code: 'EID2026',
  kind: 'percent',
  value: '15',
  minSubtotal: '',
  startsAt: '',
  endsAt: '',
  usageLimit: '100',
  perCustomerLimit: '1',
  appliesTo: 'all',
  isActive: 'on',
  note: 'Eid campaign',
  ...changes,
});
const form = (changes: Record<string, unknown> = {}) => discountCodeSchema.parse(raw(changes));

const auditOf = (id: number) =>
  getDb()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'discount_code'), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.id));

describeCatalogue('staff editing discount codes', (fixture) => {
  let manager: Actor;

  beforeAll(async () => {
    manager = await createStaff(getDb(), 'Rina Akter', 'manager');
  });

  it('reads the form: Dhaka times, blanks as none, ranges and categories checked', () => {
    const parsed = form({ startsAt: '2026-12-01T00:00' });
    expect(parsed).toMatchObject({
      code: 'EID2026',
      value: 15,
      minSubtotal: 0,
      startsAt: new Date('2026-11-30T18:00:00Z'),
      endsAt: null,
      usageLimit: 100,
      perCustomerLimit: 1,
      isActive: true,
      categoryIds: [],
    });
    const fieldsOf = (changes: Record<string, unknown>) => {
      const result = discountCodeSchema.safeParse(raw(changes));
      return result.success ? {} : result.error.issues.map((issue) => issue.path.join('.'));
    };
    expect(fieldsOf({ value: '101' })).toEqual(['value']);
    expect(fieldsOf({ kind: 'fixed', value: '101' })).toEqual({});
    expect(fieldsOf({ code: 'EID 2026' })).toEqual(['code']);
    expect(fieldsOf({ usageLimit: '0', perCustomerLimit: '1.5' })).toEqual([
      'usageLimit',
      'perCustomerLimit',
    ]);
    expect(fieldsOf({ appliesTo: 'categories' })).toEqual(['categoryIds']);
    expect(fieldsOf({ startsAt: '2026-12-02T10:00', endsAt: '2026-12-02T10:00' })).toEqual([
      'endsAt',
    ]);
    expect(form({ isActive: undefined }).isActive).toBe(false);
  });

  it('creates a code with its categories and an audit entry; codes are unique in any case', async () => {
    const bridal = fixture().category['bridal-lehenga']!;
    const created = await createDiscountCode(
      manager,
      form({ appliesTo: 'categories', categoryIds: [String(bridal)] }),
    );
    expect(created).toMatchObject({ code: 'EID2026', version: 1, categoryIds: [bridal] });
    expect(await auditOf(created.id)).toEqual([
      expect.objectContaining({
        action: 'discount.create',
        actorId: manager.id,
        after: expect.objectContaining({ code: 'EID2026', categoryIds: [bridal] }),
      }),
    ]);
    await expect(createDiscountCode(manager, form({ code: 'eid2026' }))).rejects.toMatchObject({
      kind: 'invalid',
      fields: { code: 'EID2026 exists already (codes ignore case): choose another.' },
    });
    expect((await listDiscountCodes()).map((code) => code.code)).toEqual(['EID2026']);
  });

  it('saves from the version the form saw, and refuses a stale one, writing nothing', async () => {
    const created = await createDiscountCode(manager, form({ code: 'WINTER' }));
    const saved = await updateDiscountCode(
      manager,
      created.id,
      1,
      form({ code: 'Winter', value: '20' }),
    );
    expect(saved).toMatchObject({ code: 'WINTER', value: 20, version: 2 });
    await expect(
      updateDiscountCode(manager, created.id, 1, form({ code: 'Winter', value: '50' })),
    ).rejects.toMatchObject({
      kind: 'conflict',
      code: 'version_conflict',
      fields: { version: 'is 2 now' },
    });
    expect(await codeRow(created.id)).toMatchObject({ value: 20, version: 2 });
    expect((await auditOf(created.id)).map((entry) => entry.action)).toEqual([
      'discount.create',
      'discount.update',
    ]);
    const update = discountCodeUpdateSchema.parse({
      ...raw({ code: 'Winter' }),
      id: '1',
      version: '2',
    });
    expect(update).toMatchObject({ id: 1, version: 2 });
  });

  it('keeps a limit at or above the uses already made', async () => {
    const created = await createDiscountCode(manager, form({ code: 'LIMITED' }));
    // Orders used it four times (the count the orders keep).
    await getDb()
      .update(discountCodes)
      .set({ usedCount: 4 })
      .where(eq(discountCodes.id, created.id));
    await expect(
      updateDiscountCode(manager, created.id, 1, form({ code: 'LIMITED', usageLimit: '3' })),
    ).rejects.toMatchObject({
      kind: 'invalid',
      fields: { usageLimit: expect.stringMatching(/used it 4 times/) },
    });
    const kept = await updateDiscountCode(
      manager,
      created.id,
      1,
      form({ code: 'LIMITED', usageLimit: '4' }),
    );
    expect(kept).toMatchObject({ usageLimit: 4, usedCount: 4 });
  });

  it('switches a code off and on again, audited; a code switched off is refused at checkout', async () => {
    const created = await createDiscountCode(
      manager,
      form({ code: 'FLASH', perCustomerLimit: '' }),
    );
    const off = await setDiscountCodeActive(manager, created.id, 1, false);
    expect(off).toMatchObject({ isActive: false, version: 2 });
    const context = { lines: [], subtotal: 1, customerKey: null };
    const verdict = await evaluateDiscount(getDb(), 'flash', context);
    expect(verdict).toMatchObject({ ok: false, refusal: { reason: 'inactive' } });
    await expect(setDiscountCodeActive(manager, created.id, 1, true)).rejects.toMatchObject({
      kind: 'conflict',
    });
    await setDiscountCodeActive(manager, created.id, 2, true);
    expect((await auditOf(created.id)).map((entry) => entry.action)).toEqual([
      'discount.create',
      'discount.deactivate',
      'discount.activate',
    ]);
  });

  it('refuses a category that no longer exists; a deleted category leaves its code for nothing', async () => {
    const [extra] = await getDb()
      .insert(categories)
      .values({ name: 'Sherwani', slug: 'sherwani' })
      .returning();
    await expect(
      createDiscountCode(
        manager,
        form({ code: 'GHOST', appliesTo: 'categories', categoryIds: ['999999'] }),
      ),
    ).rejects.toMatchObject({ kind: 'invalid', fields: { categoryIds: expect.any(String) } });
    const created = await createDiscountCode(
      manager,
      form({
        code: 'GROOM',
        appliesTo: 'categories',
        categoryIds: [String(extra!.id)],
        perCustomerLimit: '',
      }),
    );
    await getDb().delete(categories).where(eq(categories.id, extra!.id));
    const lines = [
      { variantId: 1, categoryId: fixture().category.saree!, unitPrice: 18000, quantity: 1 },
    ];
    const verdict = await evaluateDiscount(getDb(), created.code, {
      lines,
      subtotal: 18000,
      customerKey: null,
    });
    expect(verdict).toMatchObject({ ok: false, refusal: { reason: 'not_for_these_pieces' } });
  });
});
