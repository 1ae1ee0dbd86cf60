import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orders, outboxMessages, stockMovements } from '@/lib/db/schema';
import { placeStaffOrder } from '@/lib/ordering/orders/staff-order';
import type { Actor } from '@/lib/identity/staff/actor';
import { buildCatalogue } from '@/tests/fixtures/catalog';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { setStock, stockOf, variantBySku } from '@/tests/api/orders/support';
import { createStaff, refusal } from '@/tests/stock/support';
import { auditOfOrder, caller, countOrders, orderRow, phoneOrder, timelineOf } from './support';

describeAppDatabase('orders taken by staff', buildCatalogue, () => {
  let rahima: Actor;
  const id: Record<string, number> = {};

  beforeAll(async () => {
    rahima = await createStaff(getDb(), 'Rahima');
    for (const sku of ['SR-7-Free', 'SR-8-Free', 'AC_1-One', 'BL-1-M', 'BL-99-M']) {
      id[sku] = (await variantBySku(sku)).id;
    }
  });

  beforeEach(async () => {
    await setStock('SR-7-Free', 5);
    await setStock('AC_1-One', 9);
  });

  it('prices from the catalogue, not from what the form sent, and starts confirmed', async () => {
    const input = {
      ...phoneOrder([
        { id: id['SR-7-Free']!, quantity: 2 },
        { id: id['AC_1-One']!, quantity: 1 },
      ]),
      // A tampered form: prices and totals are not fields of a staff order.
      subtotal: 1,
      total: 1,
      items: [
        { id: id['SR-7-Free']!, quantity: 2, price: 1 },
        { id: id['AC_1-One']!, quantity: 1, unitPrice: 1 },
      ],
    };
    const placed = await placeStaffOrder(rahima, input);
    expect(placed.replayed).toBe(false);
    expect(placed.order).toMatchObject({
      status: 'confirmed',
      subtotal: 2 * 18000 + 4500,
      delivery_charge: 80,
      total: 2 * 18000 + 4500 + 80,
      payment: { method: 'cod', status: 'unpaid' },
      contact: { name: caller.name, phone: '+8801812345678', email: null },
    });
    expect(placed.order.items.map((item) => [item.price, item.line_total])).toEqual([
      [18000, 36000],
      [4500, 4500],
    ]);
    expect(await stockOf('SR-7-Free')).toBe(3);
    expect(await stockOf('AC_1-One')).toBe(8);
  });

  it('records where it came from, who took it, its timeline, movements and audit entry', async () => {
    const placed = await placeStaffOrder(
      rahima,
      phoneOrder([{ id: id['AC_1-One']!, quantity: 2 }], {
        source: 'whatsapp',
        note: 'Gift wrap, please',
      }),
    );
    const row = await orderRow(placed.order.number);
    expect(row).toMatchObject({ source: 'whatsapp', placedByUserId: rahima.id, userId: null });

    const timeline = await timelineOf(row.id);
    // The shopper is told it is confirmed, by SMS (no e-mail was given).
    expect(timeline.filter((event) => event.kind === 'message').map((event) => event.note)).toEqual(
      [expect.stringMatching(/^SMS to \+8801812345678: .*is confirmed/)],
    );
    expect(
      timeline
        .filter((event) => event.kind !== 'message')
        .map((event) => ({
          kind: event.kind,
          from: event.fromStatus,
          to: event.toStatus,
          note: event.note,
          by: event.actorLabel,
          byId: event.actorUserId,
          isPublic: event.isPublic,
        })),
    ).toEqual([
      {
        kind: 'status',
        from: null,
        to: 'confirmed',
        note: 'Taken on WhatsApp',
        by: 'Rahima',
        byId: rahima.id,
        isPublic: true,
      },
      {
        kind: 'note',
        from: 'confirmed',
        to: 'confirmed',
        note: 'Gift wrap, please',
        by: 'Rahima',
        byId: rahima.id,
        isPublic: false,
      },
    ]);

    const moves = await getDb()
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.orderId, row.id));
    expect(moves.map((move) => [move.variantId, move.delta, move.reason])).toEqual([
      [id['AC_1-One'], -2, 'order'],
    ]);

    const [audit] = await auditOfOrder(row.number);
    expect(audit).toMatchObject({
      actorId: rahima.id,
      actorName: 'Rahima',
      action: 'order.create',
      entity: 'order',
    });
    expect(audit!.after).toMatchObject({ source: 'whatsapp', total: 9080, status: 'confirmed' });

    const [sms] = await getDb()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, '+8801812345678'))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    expect(sms!.body).toContain(`Order ${row.number} is confirmed`);
  });

  it('refuses sold-out and short stock, naming the line, and writes nothing', async () => {
    const before = await countOrders();
    const soldOut = await refusal(() =>
      placeStaffOrder(rahima, phoneOrder([{ id: id['SR-8-Free']!, quantity: 1 }])),
    );
    expect(soldOut).toMatchObject({
      kind: 'conflict',
      code: 'out_of_stock',
      fields: { 'items.0.quantity': 'is sold out' },
    });
    const short = await refusal(() =>
      placeStaffOrder(
        rahima,
        phoneOrder([
          { id: id['AC_1-One']!, quantity: 1 },
          { id: id['SR-7-Free']!, quantity: 6 },
        ]),
      ),
    );
    expect(short.fields).toEqual({ 'items.1.quantity': 'only 5 left in stock' });
    const unpublished = await refusal(() =>
      placeStaffOrder(rahima, phoneOrder([{ id: id['BL-99-M']!, quantity: 1 }])),
    );
    expect(unpublished).toMatchObject({
      kind: 'invalid',
      fields: { 'items.0.id': expect.any(String) },
    });
    expect(await countOrders()).toBe(before);
    expect(await stockOf('AC_1-One')).toBe(9);
  });

  it('makes one order per form key, even when the form is sent twice at once', async () => {
    const input = phoneOrder([{ id: id['SR-7-Free']!, quantity: 1 }]);
    const [first, second] = await Promise.all([
      placeStaffOrder(rahima, input),
      placeStaffOrder(rahima, input),
    ]);
    expect(first.order.number).toBe(second.order.number);
    expect([first.replayed, second.replayed].sort()).toEqual([false, true]);
    const again = await placeStaffOrder(rahima, input);
    expect(again).toMatchObject({ replayed: true, order: { number: first.order.number } });
    const same = await getDb()
      .select()
      .from(orders)
      .where(eq(orders.idempotencyKey, input.idempotency_key!));
    expect(same).toHaveLength(1);
    expect(await stockOf('SR-7-Free')).toBe(4);
    expect(await auditOfOrder(first.order.number)).toHaveLength(1);

    const changed = await refusal(() =>
      placeStaffOrder(rahima, { ...input, items: [{ id: id['AC_1-One']!, quantity: 1 }] }),
    );
    expect(changed).toMatchObject({ kind: 'conflict', code: 'idempotency_conflict' });
  });

  it('refuses bad input field by field, before anything is written', async () => {
    const before = await countOrders();
    const refused = await refusal(() =>
      placeStaffOrder(rahima, {
        ...phoneOrder([]),
        source: 'web' as never,
        customer: { name: '', phone: '12345' },
        address: { ...phoneOrder([]).address, district: 'Sylhet' },
        payment: 'sslcommerz' as never,
      }),
    );
    expect(refused.kind).toBe('invalid');
    expect(Object.keys(refused.fields ?? {}).sort()).toEqual([
      'address.district',
      'customer.name',
      'customer.phone',
      'items',
      'payment',
      'source',
    ]);
    const wrongZone = await refusal(() =>
      placeStaffOrder(
        rahima,
        phoneOrder([{ id: id['AC_1-One']!, quantity: 1 }], { delivery: 'outside_dhaka' }),
      ),
    );
    expect(Object.keys(wrongZone.fields ?? {})).toEqual(['delivery']);
    expect(await countOrders()).toBe(before);
  });
});
