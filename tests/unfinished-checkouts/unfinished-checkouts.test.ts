import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { auditLog, orders, outboxMessages, unfinishedCheckouts } from '@/lib/db/schema';
import { DomainError } from '@/lib/domain-error';
import { bagLink, bagUrl } from '@/lib/ordering/unfinished/bag-link';
import { markUnfinishedCheckout } from '@/lib/ordering/unfinished/desk-actions';
import { listUnfinishedCheckouts } from '@/lib/ordering/unfinished/desk-list';
import { openBagLink } from '@/lib/ordering/unfinished/open-bag-link';
import { recordUnfinishedCheckout, type CheckoutStarted } from '@/lib/ordering/unfinished/record';
import { recoveredCheckouts } from '@/lib/ordering/unfinished/recovered';
import { listRecoveredCheckouts } from '@/lib/ordering/unfinished/recovered-list';
import { unfinishedCheckoutReminderJob } from '@/lib/ordering/unfinished/reminder-job';
import { sourcePeriodOf } from '@/lib/ordering/schemas/source-period';
import { reviewToken } from '@/lib/reviews/review-token';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { setStock } from '@/tests/api/orders/support';
import { buildCatalogue } from '@/tests/fixtures/catalog';
import { deskContext, placeCod } from '@/tests/order-desk/support';

const minute = 60_000;
const hour = 60 * minute;
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

let serial = 0;
/** A phone no other test of the suite uses. */
const freshPhone = () => {
  serial += 1;
  return `+88017${String(10_000_000 + serial * 7919).slice(-8)}`;
};

const measurements = {
  unit: 'in' as const,
  values: { bust: 34, waist: 28 },
  note: 'Loose sleeves',
};

const rowOf = async (id: number) => {
  const [row] = await getDb()
    .select()
    .from(unfinishedCheckouts)
    .where(eq(unfinishedCheckouts.id, id));
  return row!;
};

const remindersTo = (phone: string) =>
  getDb()
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, phone), sql`${outboxMessages.body} LIKE '%/bag/%'`))
    .orderBy(asc(outboxMessages.id));

const queuedReminders = async (checkoutId: number) =>
  (await getDb().execute(
    sql`SELECT start_after FROM pgboss.job WHERE name = 'unfinished-checkout-reminder' AND data->>'checkoutId' = ${String(checkoutId)} ORDER BY start_after`,
  )) as unknown as { rows: { start_after: Date }[] };

const remind = (id: number, now: Date) =>
  unfinishedCheckoutReminderJob({ checkoutId: id }, undefined, now);

describeAppDatabase('unfinished checkouts', buildCatalogue, () => {
  const desk = deskContext();
  beforeAll(async () => {
    await setStock('AC_1-One', 100);
    await setStock('SR-7-Free', 100);
  });

  const started = (changes: Partial<CheckoutStarted> = {}): CheckoutStarted => ({
    phone: freshPhone(),
    userId: null,
    name: 'Nusrat Jahan',
    locale: 'bn',
    items: [
      { id: desk.clutch, quantity: 2 },
      { id: desk.saree, quantity: 1, measurements },
    ],
    remind: false,
    ...changes,
  });

  describe('who is listed, and when', () => {
    it('lists a checkout an hour after her last step with no order, with what the desk needs for the call', async () => {
      const t0 = new Date();
      const checkout = started();
      const id = await recordUnfinishedCheckout(checkout, t0);
      const listedAt = async (now: Date) =>
        (await listUnfinishedCheckouts(now)).find((row) => row.id === id);

      expect(await listedAt(later(t0, 59 * minute))).toBeUndefined();
      const listed = await listedAt(later(t0, hour));
      expect(listed).toMatchObject({
        name: 'Nusrat Jahan',
        phone: checkout.phone,
        locale: 'bn',
        remind: false,
        remindersSent: 0,
      });
      expect(listed!.pieces.map((piece) => [piece.sku, piece.quantity])).toEqual([
        ['AC_1-One', 2],
        ['SR-7-Free', 1],
      ]);
      expect(listed!.pieces[1]!.measurements).toEqual(measurements);
      const total = listed!.pieces.reduce(
        (sum, piece) => sum + piece.unitPrice * piece.quantity,
        0,
      );
      expect(listed!.total).toBeCloseTo(total, 2);
      expect(listed!.total).toBeGreaterThan(0);
    });

    it('keeps one open checkout per phone: asking again refreshes it, and the hour counts from then', async () => {
      const t0 = new Date();
      const checkout = started();
      const first = await recordUnfinishedCheckout(checkout, t0);
      const again = await recordUnfinishedCheckout(
        { ...checkout, items: [{ id: desk.clutch, quantity: 3 }] },
        later(t0, 50 * minute),
      );
      expect(again).toBe(first);
      const rows = await getDb()
        .select()
        .from(unfinishedCheckouts)
        .where(eq(unfinishedCheckouts.phone, checkout.phone));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.lines).toEqual([{ id: desk.clutch, quantity: 3 }]);
      const ids = async (now: Date) => (await listUnfinishedCheckouts(now)).map((row) => row.id);
      expect(await ids(later(t0, 61 * minute))).not.toContain(first);
      expect(await ids(later(t0, 111 * minute))).toContain(first);
    });

    it('leaves the list once dismissed, with the member recorded, until she comes back to checkout', async () => {
      const t0 = new Date(Date.now() - 2 * hour);
      const checkout = started();
      const id = await recordUnfinishedCheckout(checkout, t0);
      await markUnfinishedCheckout(desk.rina, id, 'dismiss');
      expect((await rowOf(id)).dismissedBy).toBe(desk.rina.id);
      expect((await listUnfinishedCheckouts()).map((row) => row.id)).not.toContain(id);
      const [entry] = await getDb()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'unfinished_checkout'), eq(auditLog.entityId, String(id))));
      expect(entry).toMatchObject({
        action: 'unfinished_checkout.dismissed',
        actorId: desk.rina.id,
      });
      await recordUnfinishedCheckout(checkout, t0);
      expect((await listUnfinishedCheckouts()).map((row) => row.id)).toContain(id);
    });
  });

  describe('consent and reminders', () => {
    it('sends nothing without her consent, whenever the job runs', async () => {
      const t0 = new Date();
      const id = await recordUnfinishedCheckout(started({ remind: false }), t0);
      expect((await queuedReminders(id)).rows).toHaveLength(0);
      await remind(id, later(t0, 3 * 24 * hour));
      expect((await rowOf(id)).remindersSent).toBe(0);
      expect(await remindersTo((await rowOf(id)).phone)).toHaveLength(0);
    });

    it('sends at most two, the first an hour after her last step and the second a day after it, each once', async () => {
      const t0 = new Date();
      const checkout = started({ remind: true });
      const id = await recordUnfinishedCheckout(checkout, t0);
      const [queued] = (await queuedReminders(id)).rows;
      expect(new Date(queued!.start_after).getTime()).toBeCloseTo(t0.getTime() + hour, -4);

      await remind(id, later(t0, 59 * minute));
      expect(await remindersTo(checkout.phone)).toHaveLength(0);
      const first = later(t0, hour);
      await remind(id, first);
      await remind(id, first); // tried again: nothing more
      const sent = await remindersTo(checkout.phone);
      expect(sent).toHaveLength(1);
      // In her language, with her first name and a link to her bag in it.
      expect(sent[0]!.body).toContain('Nusrat, ');
      expect(sent[0]!.body).toMatch(/৩টি পোশাক/);
      expect(sent[0]!.body).toMatch(/\/bn\/bag\/\d+\.\d+\.[\w-]{43}/);
      expect((await queuedReminders(id)).rows).toHaveLength(2);

      await remind(id, later(first, 23 * hour));
      expect(await remindersTo(checkout.phone)).toHaveLength(1);
      await remind(id, later(first, 24 * hour));
      expect(await remindersTo(checkout.phone)).toHaveLength(2);
      await remind(id, later(first, 30 * 24 * hour));
      expect(await remindersTo(checkout.phone)).toHaveLength(2);
      expect((await rowOf(id)).remindersSent).toBe(2);
    });

    it('never sends a third, however often the code is asked again for the phone', async () => {
      const t0 = new Date();
      const checkout = started({ remind: true });
      const id = await recordUnfinishedCheckout(checkout, t0);
      await remind(id, later(t0, hour));
      await remind(id, later(t0, 25 * hour));
      const again = later(t0, 26 * hour);
      expect(await recordUnfinishedCheckout(checkout, again)).toBe(id);
      await remind(id, later(again, 2 * 24 * hour));
      expect(await remindersTo(checkout.phone)).toHaveLength(2);
    });
  });

  describe('an order stops everything', () => {
    it('stops on an order from the same phone: no second reminder, off the desk, recovered', async () => {
      const t0 = new Date(Date.now() - 2 * hour);
      // The order's contact phone (tests/api/orders/support.ts) as the store writes it.
      const checkout = started({ phone: '+8801712345678', remind: true });
      const id = await recordUnfinishedCheckout(checkout, t0);
      await remind(id, later(t0, hour));
      const number = await placeCod(desk.shopper, [{ id: desk.clutch, quantity: 1 }]);
      const row = await rowOf(id);
      expect(row.orderedAt).not.toBeNull();
      expect(row.recovered).toBe(true);
      expect((await listUnfinishedCheckouts(later(t0, 10 * hour))).map((r) => r.id)).not.toContain(
        id,
      );

      await remind(id, later(t0, 30 * hour));
      expect(await remindersTo(checkout.phone)).toHaveLength(1);
      expect((await rowOf(id)).remindersEndedAt).not.toBeNull();
      const recovered = (await listRecoveredCheckouts()).find((entry) => entry.id === id);
      expect(recovered).toMatchObject({ orderNumber: number, remindersSent: 1 });
    });

    it('stops on an order from the same account, whatever phone it gives', async () => {
      const checkout = started({ userId: desk.shopper.id, remind: true });
      const id = await recordUnfinishedCheckout(checkout, new Date(Date.now() - 2 * hour));
      await placeCod(desk.shopper, [{ id: desk.clutch, quantity: 1 }]);
      const row = await rowOf(id);
      expect(row.orderedAt).not.toBeNull();
      // Neither reminded nor called: not counted as recovered.
      expect(row.recovered).toBe(false);
      await remind(id, new Date(Date.now() + 3 * 24 * hour));
      expect(await remindersTo(checkout.phone)).toHaveLength(0);
    });

    it('an ordered checkout is no longer the desk’s to change', async () => {
      const id = await recordUnfinishedCheckout(started({ userId: desk.shopper.id }));
      await placeCod(desk.shopper, [{ id: desk.clutch, quantity: 1 }]);
      await expect(markUnfinishedCheckout(desk.rina, id, 'called')).rejects.toMatchObject({
        kind: 'not_found',
      });
    });
  });

  describe('the reminder’s link', () => {
    it('is signed for its purpose and expires after a week', () => {
      const now = new Date();
      const url = bagUrl(41, 'en', now);
      const token = /\/bag\/(.+)$/.exec(url)![1]!;
      expect(url).not.toContain('/bn/');
      expect(bagLink.read(token, now)).toBe(41);
      expect(bagLink.read(token, later(now, 6 * 24 * hour))).toBe(41);
      expect(bagLink.read(token, later(now, 7 * 24 * hour + minute))).toBeNull();
    });

    it('refuses a forged, altered or another link’s token', () => {
      const now = new Date();
      const token = bagLink.token(41, later(now, hour));
      const [id, expires, signature] = token.split('.');
      const flipped = `${signature![0] === 'A' ? 'B' : 'A'}${signature!.slice(1)}`;
      expect(bagLink.read(`${id}.${expires}.${flipped}`, now)).toBeNull();
      expect(bagLink.read(`42.${expires}.${signature}`, now)).toBeNull();
      expect(bagLink.read(`${id}.${Number(expires) + 3600}.${signature}`, now)).toBeNull();
      // A review link of the same number is signed under another key.
      expect(bagLink.read(reviewToken(41, later(now, hour)), now)).toBeNull();
      expect(bagLink.read('41.1.x', now)).toBeNull();
    });

    it('restores only the bag: nothing else of hers, even for someone else who holds it', async () => {
      const checkout = started();
      const id = await recordUnfinishedCheckout(checkout);
      const token = /\/bag\/(.+)$/.exec(bagUrl(id, 'bn'))![1]!;
      const state = await openBagLink(token, '203.0.113.7');
      expect(state).toEqual({ kind: 'open', lines: checkout.items });
      expect(JSON.stringify(state)).not.toContain(checkout.phone);
      expect(JSON.stringify(state)).not.toContain('Nusrat');
      expect(await openBagLink(`${token.slice(0, -2)}xx`, '203.0.113.7')).toEqual({
        kind: 'invalid',
      });
      await placeCod(desk.shopper, [{ id: desk.clutch, quantity: 1 }], {
        contact: { name: 'Nusrat Jahan', phone: checkout.phone.replace('+88', '') },
      });
      expect(await openBagLink(token, '203.0.113.7')).toEqual({ kind: 'ordered' });
    });

    it('is throttled per address, as every guessable secret is', async () => {
      const address = '198.51.100.23';
      for (let tries = 0; tries < 30; tries += 1) {
        await expect(openBagLink('1.1.forged', address)).resolves.toEqual({ kind: 'invalid' });
      }
      const refused = await openBagLink('1.1.forged', address).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DomainError);
      expect((refused as DomainError).kind).toBe('throttled');
      // Another address is not held back by it.
      await expect(openBagLink('1.1.forged', '198.51.100.24')).resolves.toEqual({
        kind: 'invalid',
      });
    });
  });

  describe('recovered orders on the dashboard', () => {
    it('counts orders placed after a reminder or a call, once each, with their revenue', async () => {
      const period = sourcePeriodOf({}, new Date());
      const before = await recoveredCheckouts(period);

      // Called by the desk, then she orders: recovered.
      const called = await recordUnfinishedCheckout(
        started({ userId: desk.shopper.id }),
        new Date(Date.now() - 2 * hour),
      );
      await markUnfinishedCheckout(desk.rina, called, 'called');
      const number = await placeCod(desk.shopper, [{ id: desk.saree, quantity: 1 }]);
      const after = await recoveredCheckouts(period);
      const [order] = await getDb()
        .select({ total: orders.total })
        .from(orders)
        .where(eq(orders.number, number));
      expect(after.orders).toBe(before.orders + 1);
      expect(after.revenue).toBeCloseTo(before.revenue + Number(order!.total), 2);

      // An order with no reminder and no call before it is not counted.
      await recordUnfinishedCheckout(started({ userId: desk.shopper.id }));
      await placeCod(desk.shopper, [{ id: desk.saree, quantity: 1 }]);
      expect(await recoveredCheckouts(period)).toEqual(after);

      // A period before it all counts none of them.
      const lastYear = sourcePeriodOf({ from: '2025-01-01', to: '2025-01-31' }, new Date());
      expect(await recoveredCheckouts(lastYear)).toEqual({ orders: 0, revenue: 0 });
    });
  });
});
