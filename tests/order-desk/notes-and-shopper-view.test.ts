import { eq } from 'drizzle-orm';
import { GET as readOrder } from '@/app/api/v1/orders/[number]/route';
import { store } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { addOrderNote } from '@/lib/ordering/orders/desk/add-order-note';
import { moveOrder } from '@/lib/ordering/orders/desk/move-order';
import { readDeskOrder } from '@/lib/ordering/orders/desk/read-desk-order';
import type { Order } from '@/lib/ordering/orders/types';
import { call } from '@/tests/api/helpers/call';
import { setStock } from '@/tests/api/orders/support';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { buildCatalogue } from '@/tests/fixtures/catalog';
import { auditOfOrder, deskContext, placeCod, refusal } from './support';

describeAppDatabase('notes, and the timeline the shopper sees', buildCatalogue, () => {
  const desk = deskContext();

  beforeEach(() => setStock('AC_1-One', 9));

  const asShopper = async (number: string) => {
    const answer = await call<Order>(readOrder, `/api/v1/orders/${number}`, {
      headers: desk.shopper.headers,
      params: { number },
    });
    expect(answer.status).toBe(200);
    return answer.body;
  };

  it('keeps notes staff-only unless asked public, each by name and audited', async () => {
    const number = await placeCod(desk.shopper, [{ id: desk.clutch, quantity: 1 }]);
    await addOrderNote(desk.rina, number, 'Shopper sounded unsure; call again tomorrow');
    await addOrderNote(desk.rina, number, 'Your blouse will be stitched to your sizes.', {
      public: true,
    });
    const timeline = (await readDeskOrder(number))!.timeline.filter((e) => e.kind === 'note');
    expect(timeline.map((event) => [event.note, event.isPublic, event.actorLabel])).toEqual([
      ['Shopper sounded unsure; call again tomorrow', false, 'Rina Akter'],
      ['Your blouse will be stitched to your sizes.', true, 'Rina Akter'],
    ]);
    const seen = (await asShopper(number)).timeline.map((entry) => entry.note);
    expect(seen).toContain('Your blouse will be stitched to your sizes.');
    expect(seen).not.toContain('Shopper sounded unsure; call again tomorrow');
    expect((await auditOfOrder(number)).map((entry) => entry.after)).toEqual([
      { note: 'Shopper sounded unsure; call again tomorrow', public: false },
      { note: 'Your blouse will be stitched to your sizes.', public: true },
    ]);
  });

  it('refuses an empty or overlong note, and an unknown order', async () => {
    const number = await placeCod(desk.shopper, [{ id: desk.clutch, quantity: 1 }]);
    expect((await refusal(() => addOrderNote(desk.rina, number, '   '))).fields).toEqual({
      note: 'Write the note',
    });
    expect((await refusal(() => addOrderNote(desk.rina, number, 'x'.repeat(2001)))).fields).toEqual(
      {
        note: 'must be at most 2000 characters',
      },
    );
    expect(await refusal(() => addOrderNote(desk.rina, 'NJ-000000-00000', 'Hello'))).toMatchObject({
      kind: 'not_found',
    });
  });

  it('shows the shopper the public timeline and, once shipped, the courier and tracking code', async () => {
    const number = await placeCod(desk.shopper, [{ id: desk.clutch, quantity: 1 }]);
    await moveOrder(desk.rina, number, 'confirmed', { note: 'Sizes confirmed on the phone' });
    // A courier booked before the parcel leaves is not the shopper's to follow yet.
    await getDb()
      .update(orders)
      .set({ courier: 'steadfast', trackingCode: 'SF-1' })
      .where(eq(orders.number, number));
    await moveOrder(desk.rina, number, 'packed');
    const packed = await asShopper(number);
    expect(packed.tracking).toBeNull();

    await addOrderNote(desk.rina, number, 'Rider complained about the address');
    await moveOrder(desk.rina, number, 'shipped', { courier: 'other', trackingCode: 'HAND-42' });
    const shipped = await asShopper(number);
    // Every field the API had before stays, in its place.
    expect(Object.keys(shipped)).toEqual(
      expect.arrayContaining([
        'number',
        'status',
        'items',
        'subtotal',
        'delivery_charge',
        'total',
        'delivery',
        'payment',
        'contact',
        'address',
        'created_at',
        'tracking',
        'timeline',
      ]),
    );
    expect(shipped.tracking).toEqual({ courier: 'other', code: 'HAND-42' });
    expect(
      shipped.timeline.map((entry) => [entry.kind, entry.status, entry.by, entry.note]),
    ).toEqual([
      ['status', 'pending', 'Shopper', 'Order placed'],
      ['status', 'confirmed', store.name, 'Sizes confirmed on the phone'],
      ['status', 'packed', store.name, ''],
      ['status', 'shipped', store.name, ''],
    ]);
    expect(JSON.stringify(shipped)).not.toContain('Rina');
    expect(JSON.stringify(shipped)).not.toContain('Rider complained');
  });
});
