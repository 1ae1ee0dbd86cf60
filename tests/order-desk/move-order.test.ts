import { eq } from 'drizzle-orm';
import { cacheTags } from '@/lib/cache-tags';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { moveOrder } from '@/lib/ordering/orders/desk/move-order';
import type { Actor } from '@/lib/identity/staff/actor';
import { setStock, stockOf } from '@/tests/api/orders/support';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { buildCatalogue } from '@/tests/fixtures/catalog';
import { takeExpiredTags } from '@/tests/helpers/next-cache';
import {
  auditOfOrder,
  deskContext,
  eventsOf,
  movementsOfOrder,
  orderRow,
  placeCod,
  refusal,
} from './support';

describeAppDatabase('staff move orders along the status table', buildCatalogue, (fixture) => {
  const desk = deskContext();

  beforeEach(async () => {
    await setStock('AC_1-One', 9);
    takeExpiredTags();
  });

  const placeTwo = () => placeCod(desk.shopper, [{ id: desk.clutch, quantity: 2 }]);

  it('confirms, packs and ships by hand with a courier and tracking code, each step by name', async () => {
    const number = await placeTwo();
    takeExpiredTags();
    await moveOrder(desk.rina, number, 'confirmed', { note: 'Called, sizes checked' });
    await moveOrder(desk.rina, number, 'packed');
    const shipped = await moveOrder(desk.rina, number, 'shipped', {
      courier: 'steadfast',
      trackingCode: 'SF-88231',
      note: 'Handed to the rider',
    });
    expect(shipped.order).toMatchObject({
      status: 'shipped',
      courier: 'steadfast',
      trackingCode: 'SF-88231',
      consignmentId: null,
    });
    expect(shipped.messages).toBe(0);

    const events = await eventsOf(number);
    expect(events.map((event) => [event.kind, event.fromStatus, event.toStatus])).toEqual([
      ['status', null, 'pending'],
      ['status', 'pending', 'confirmed'],
      ['status', 'confirmed', 'packed'],
      ['status', 'packed', 'shipped'],
    ]);
    expect(events[1]).toMatchObject({
      actorLabel: 'Rina Akter',
      actorUserId: desk.rina.id,
      note: 'Called, sizes checked',
      isPublic: true,
    });
    expect(events[3]!.data).toEqual({ courier: 'steadfast', trackingCode: 'SF-88231' });

    const audit = await auditOfOrder(number);
    expect(audit.map((entry) => entry.action)).toEqual([
      'order.status',
      'order.status',
      'order.status',
    ]);
    expect(audit[2]).toMatchObject({
      actorId: desk.rina.id,
      entity: 'order',
      before: { status: 'packed', paymentStatus: 'unpaid' },
      after: { status: 'shipped', courier: 'steadfast', trackingCode: 'SF-88231' },
    });
    // Moves that change no stock expire nothing the storefront keeps.
    expect(takeExpiredTags()).toEqual([]);
  });

  it('ships with the courier already booked on the order without asking again', async () => {
    const number = await placeTwo();
    await moveOrder(desk.rina, number, 'confirmed');
    const row = await orderRow(number);
    await getDb()
      .update(orders)
      .set({ courier: 'pathao', consignmentId: 'P-1', trackingCode: 'PT-1' })
      .where(eq(orders.id, row.id));
    const shipped = await moveOrder(desk.rina, number, 'shipped');
    expect(shipped.order).toMatchObject({ courier: 'pathao', trackingCode: 'PT-1' });
    expect((await eventsOf(number)).at(-1)!.data).toEqual({
      courier: 'pathao',
      trackingCode: 'PT-1',
    });
  });

  it('refuses to ship without a courier and tracking code, naming both, changing nothing', async () => {
    const number = await placeTwo();
    await moveOrder(desk.rina, number, 'confirmed');
    const error = await refusal(() => moveOrder(desk.rina, number, 'shipped'));
    expect(error).toMatchObject({ kind: 'invalid', code: 'validation_failed' });
    expect(Object.keys(error.fields!).sort()).toEqual(['courier', 'trackingCode']);
    expect(
      (await refusal(() => moveOrder(desk.rina, number, 'shipped', { courier: 'other' }))).fields,
    ).toEqual({ trackingCode: 'Enter the tracking code the courier gave' });
    expect(
      (
        await refusal(() =>
          moveOrder(desk.rina, number, 'packed', { courier: 'other', trackingCode: 'X1' }),
        )
      ).fields,
    ).toEqual({ courier: 'A courier and tracking code go with shipping only' });
    expect((await orderRow(number)).status).toBe('confirmed');
    expect(await eventsOf(number)).toHaveLength(2);
  });

  it('refuses moves the table does not allow (409) before asking about a courier', async () => {
    const number = await placeTwo();
    for (const to of ['delivered', 'shipped', 'returned', 'pending'] as const) {
      expect(await refusal(() => moveOrder(desk.rina, number, to))).toMatchObject({
        kind: 'conflict',
        code: 'invalid_transition',
      });
    }
    expect(await refusal(() => moveOrder(desk.rina, 'NJ-000000-00000', 'confirmed'))).toMatchObject(
      {
        kind: 'not_found',
      },
    );
    expect(await refusal(() => moveOrder(desk.rina, 'not a number!', 'confirmed'))).toMatchObject({
      kind: 'invalid',
    });
    expect(await eventsOf(number)).toHaveLength(1);
    expect(await auditOfOrder(number)).toEqual([]);
  });

  it('refuses a move made on a page that showed another status (409 order_changed)', async () => {
    const number = await placeTwo();
    await moveOrder(desk.rina, number, 'confirmed', { from: 'pending' });
    const error = await refusal(() =>
      moveOrder(desk.rina, number, 'cancelled', { from: 'pending' }),
    );
    expect(error).toMatchObject({ kind: 'conflict', code: 'order_changed' });
    expect(error.message).toContain('now confirmed');
    expect((await orderRow(number)).status).toBe('confirmed');
    expect(await stockOf('AC_1-One')).toBe(7);
  });

  it('a cancel gives the stock back once, with its movement, and expires the piece’s pages', async () => {
    const number = await placeTwo();
    expect(await stockOf('AC_1-One')).toBe(7);
    takeExpiredTags();
    await moveOrder(desk.rina, number, 'cancelled', { note: 'The shopper changed her mind' });
    expect(await stockOf('AC_1-One')).toBe(9);
    const row = await orderRow(number);
    const moves = await movementsOfOrder(row.id);
    expect(moves.map((move) => [move.reason, move.delta])).toEqual([
      ['order', -2],
      ['order_cancelled', 2],
    ]);
    const expired = takeExpiredTags();
    expect(expired).toContain(cacheTags.product(fixture().product['pearl-clutch']!));
    expect(expired).toContain(cacheTags.categoryListing('clutch'));
    expect(expired).toContain(cacheTags.allListings);
  });

  it('a return puts pieces back only when they can be sold again', async () => {
    const resellable = await placeTwo();
    const damaged = await placeTwo();
    expect(await stockOf('AC_1-One')).toBe(5);
    for (const number of [resellable, damaged]) {
      await moveOrder(desk.rina, number, 'confirmed');
      await moveOrder(desk.rina, number, 'shipped', { courier: 'other', trackingCode: 'HAND-1' });
      await moveOrder(desk.rina, number, 'delivered');
    }
    takeExpiredTags();
    await moveOrder(desk.rina, damaged, 'returned', { restock: false, note: 'Torn hem' });
    expect(await stockOf('AC_1-One')).toBe(5);
    expect(takeExpiredTags()).toEqual([]);
    await moveOrder(desk.rina, resellable, 'returned', { restock: true });
    expect(await stockOf('AC_1-One')).toBe(7);
    expect(takeExpiredTags()).toContain(cacheTags.product(fixture().product['pearl-clutch']!));
    const audit = await auditOfOrder(resellable);
    expect(audit.at(-1)!.after).toMatchObject({ status: 'returned', restock: true });
    const delivered = await orderRow(resellable);
    expect(delivered.paymentStatus).toBe('paid');
  });

  it('refuses a staff member without the permission', async () => {
    const number = await placeTwo();
    const shopperActor = { id: desk.shopper.id, name: 'Ayesha', role: null } as unknown as Actor;
    expect(await refusal(() => moveOrder(shopperActor, number, 'confirmed'))).toMatchObject({
      kind: 'forbidden',
    });
  });
});
