import { getDb } from '@/lib/db/client';
import { demoDiscountCode, ensureDemoDiscountCode } from '@/lib/seed/demo-discount-code';
import { evaluateDiscount, type DiscountContext } from '@/lib/ordering/discounts/evaluate';
import { refusalMessage, type DiscountRefusal } from '@/lib/ordering/discounts/refusals';
import { describeCatalogue } from '@/tests/api/helpers/catalogue-suite';
import { createShopper } from '@/tests/api/shopper/shopper';
import { createCode, orderAs } from './support';
import { variantBySku } from '@/tests/api/orders/support';

const now = new Date('2026-12-01T06:00:00Z');
const day = 24 * 60 * 60 * 1000;

describeCatalogue('evaluating a discount code', (fixture) => {
  let category: Record<string, number>;
  // A saree (18 000, in Saree) and a clutch (4 500, in Clutch, under Accessories).
  let lines: DiscountContext['lines'];
  const context = (changes: Partial<DiscountContext> = {}): DiscountContext => ({
    lines,
    subtotal: 22500,
    customerKey: 'user:1',
    now,
    ...changes,
  });

  beforeAll(() => {
    category = fixture().category;
    lines = [
      { variantId: 1, categoryId: category.saree!, unitPrice: 18000, quantity: 1 },
      { variantId: 2, categoryId: category.clutch!, unitPrice: 4500, quantity: 1 },
    ];
  });

  const refusalOf = async (code: string, changes: Partial<DiscountContext> = {}) => {
    const verdict = await evaluateDiscount(getDb(), code, context(changes));
    if (verdict.ok) throw new Error(`${code} was accepted`);
    return { ...verdict.refusal, message: refusalMessage(verdict.refusal) };
  };

  it('takes a percentage of the whole order off, whatever case the code is typed in', async () => {
    const code = await createCode({ code: 'Eid-Mubarak', kind: 'percent', value: 15 });
    const verdict = await evaluateDiscount(getDb(), 'eid-MUBARAK', context());
    expect(verdict).toEqual({
      ok: true,
      discount: {
        codeId: code.id,
        code: 'Eid-Mubarak',
        version: 1,
        amount: 3375,
        eligibleSubtotal: 22500,
      },
    });
  });

  it('applies a category code to the pieces in that category and those beneath it', async () => {
    const accessories = await createCode({
      kind: 'percent',
      value: 20,
      categories: [category.accessories!],
    });
    const verdict = await evaluateDiscount(getDb(), accessories.code, context());
    expect(verdict.ok && verdict.discount).toMatchObject({ amount: 900, eligibleSubtotal: 4500 });
    const fixed = await createCode({ kind: 'fixed', value: 20000, categories: [category.clutch!] });
    const capped = await evaluateDiscount(getDb(), fixed.code, context());
    expect(capped.ok && capped.discount.amount).toBe(4500);
  });

  it('refuses each rule with its own message, in the order a shopper can act on', async () => {
    const cases: [
      Promise<{ code: string }>,
      Partial<DiscountContext>,
      DiscountRefusal['reason'],
      RegExp,
    ][] = [
      [createCode({ isActive: false }), {}, 'inactive', /no longer available/],
      [
        createCode({ startsAt: new Date(now.getTime() + day) }),
        {},
        'not_started',
        /can be used from 2 December 2026/,
      ],
      [createCode({ endsAt: now }), {}, 'ended', /has ended/],
      [
        createCode({ usageLimit: 3, usedCount: 3 }),
        {},
        'used_up',
        /used as many times as it allows/,
      ],
      [
        createCode({ categories: [fixture().category['party-gown']!] }),
        {},
        'not_for_these_pieces',
        /not for the pieces in your order/,
      ],
      [
        createCode({ minSubtotal: 25000 }),
        {},
        'below_minimum',
        /^Spend ৳ 2,500 more to use this code\.$/,
      ],
      [
        createCode({ kind: 'percent', value: 1 }),
        { lines: [{ ...lines[1]!, unitPrice: 50 }], subtotal: 50 },
        'nothing_off',
        /takes nothing off/,
      ],
      // A code used up and with a minimum not reached says it is used up: spending more would not help.
      [
        createCode({ usageLimit: 1, usedCount: 1, minSubtotal: 99000 }),
        {},
        'used_up',
        /used as many/,
      ],
    ];
    for (const [made, changes, reason, message] of cases) {
      const refusal = await refusalOf((await made).code, changes);
      expect(refusal).toMatchObject({ reason });
      expect(refusal.message).toMatch(message);
    }
    expect(await refusalOf('NO-SUCH-CODE')).toMatchObject({
      reason: 'unknown',
      message: 'We do not know this code: check its spelling.',
    });
    expect(await refusalOf('has spaces and ünïcode')).toMatchObject({ reason: 'unknown' });
  });

  it('counts a customer’s own uses against the per-customer limit', async () => {
    const shopper = await createShopper(getDb(), 'repeat@example.com');
    const code = await createCode({ perCustomerLimit: 1 });
    const clutch = (await variantBySku('AC_1-One')).id;
    await orderAs(shopper, [{ id: clutch, quantity: 1 }], { discount_code: code.code });
    const mine = { customerKey: `user:${shopper.id}` };
    expect(await refusalOf(code.code, mine)).toMatchObject({
      reason: 'already_used',
      message: 'You have already used this code.',
    });
    // Someone else, and a guest whose phone is not yet known, may still use it.
    expect(
      (await evaluateDiscount(getDb(), code.code, context({ customerKey: 'user:999' }))).ok,
    ).toBe(true);
    expect((await evaluateDiscount(getDb(), code.code, context({ customerKey: null }))).ok).toBe(
      true,
    );

    expect(refusalMessage({ reason: 'already_used', limit: 2 })).toBe(
      'You have already used this code 2 times, as often as it allows.',
    );
  });

  it('seeds the demo’s code once: 10% off every piece, once per customer', async () => {
    await ensureDemoDiscountCode(getDb());
    await ensureDemoDiscountCode(getDb());
    const verdict = await evaluateDiscount(getDb(), demoDiscountCode.toLowerCase(), context());
    expect(verdict.ok && verdict.discount).toMatchObject({ code: 'WELCOME10', amount: 2250 });
  });
});
