import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { bookCourierJob } from '@/lib/fulfilment/couriers/jobs';
import { courierPanelView } from '@/lib/fulfilment/couriers/panel';
import { requestCourierBooking } from '@/lib/fulfilment/couriers/request-booking';
import { drainJobs } from '@/lib/bootstrap/jobs/drain';
import { latestJob } from '@/lib/jobs/latest-job';
import { updateOrderStatus } from '@/lib/ordering/orders/status';
import { refusal } from '../stock/support';
import { auditOfOrder, describeCouriers, orderRow, timelineOf } from './support';
import { pathaoAddressRefusal, shortenAddress } from './short-address';

/**
 * Makes the queue's waiting retries due, as time would: a second ago, since pg-boss takes a
 * job only once start_after < now(), and PGlite's clock can read the same in two statements.
 */
const retriesDue = () =>
  getDb().execute(
    sql`UPDATE pgboss.job SET start_after = now() - interval '1 second' WHERE name = 'courier-book' AND state = 'retry'`,
  );

describeCouriers('booking a courier', (context) => {
  it('queues a Steadfast booking with a timeline entry by the staff member, then ships the order', async () => {
    const number = await context.confirmedOrder();
    const row = await orderRow(number);
    const requested = await requestCourierBooking(context.clerk, number, 'steadfast', {
      note: 'Call first',
    });
    expect(requested).toEqual({ orderNumber: number, courier: 'steadfast', codAmount: row.total });

    // Nothing is asked of the courier until the job runs; the panel says it is under way.
    expect(context.mock.bookings().some((booking) => booking.invoice === number)).toBe(false);
    expect((await courierPanelView(await orderRow(number))).booking).toEqual({
      state: 'queued',
      courier: 'steadfast',
      tries: 0,
      lastError: null,
    });
    const [request] = (await timelineOf(number)).filter((event) => event.kind === 'courier');
    expect(request).toMatchObject({
      actorLabel: 'Rahima Clerk',
      actorUserId: context.clerk.id,
      isPublic: false,
    });
    expect(request!.note).toMatch(/^Booking with Steadfast requested/);
    expect(await auditOfOrder(number)).toEqual([
      expect.objectContaining({ action: 'order.courier_booking', actorId: context.clerk.id }),
    ]);

    expect(await drainJobs(['courier-book'])).toEqual({ completed: 1, failed: 0 });
    const [booking] = context.mock.bookings('steadfast').filter((b) => b.invoice === number);
    expect(booking!.request).toMatchObject({
      recipient_name: 'Ayesha Rahman',
      recipient_phone: '01712345678',
      recipient_address: 'House 42, Road 11, Banani, Dhaka',
      cod_amount: row.total,
      note: 'Call first',
    });
    const shipped = await orderRow(number);
    expect(shipped).toMatchObject({
      status: 'shipped',
      courier: 'steadfast',
      consignmentId: booking!.consignmentId,
      trackingCode: booking!.trackingCode,
      courierStatus: 'in_review',
    });
    const timeline = await timelineOf(number);
    const change = timeline.find((event) => event.toStatus === 'shipped')!;
    expect(change).toMatchObject({
      kind: 'status',
      fromStatus: 'confirmed',
      toStatus: 'shipped',
      actorLabel: 'Steadfast',
      actorUserId: null,
      isPublic: true,
      data: {
        courier: 'steadfast',
        consignmentId: booking!.consignmentId,
        trackingCode: booking!.trackingCode,
      },
    });
    // In the same transaction, the shopper's SMS with the tracking code was queued.
    const sms = timeline.filter(
      (event) => event.kind === 'message' && event.data?.event === 'shipped',
    );
    expect(sms.map((event) => event.data?.channel).sort()).toEqual(['email', 'sms']);
    expect(sms.find((event) => event.data?.channel === 'sms')!.note).toContain(
      booking!.trackingCode,
    );
    expect((await courierPanelView(shipped)).booking).toMatchObject({
      state: 'booked',
      trackingCode: booking!.trackingCode,
    });

    // The job run again (a worker lost after the booking was stored) books nothing more.
    const calls = context.mock.bookingCalls;
    await bookCourierJob({ orderId: row.id, courier: 'steadfast', codAmount: row.total, note: '' });
    expect(context.mock.bookingCalls).toBe(calls);
  });

  it('books Pathao with its city, zone, area and weight; a paid order collects nothing', async () => {
    const number = await context.confirmedOrder();
    await getDb()
      .update(orders)
      .set({ paymentMethod: 'sslcommerz', paymentStatus: 'paid' })
      .where(eq(orders.number, number));
    const panel = await courierPanelView(await orderRow(number));
    expect(panel).toMatchObject({
      canBook: true,
      codDue: 0,
      couriers: ['steadfast', 'pathao'],
    });
    await requestCourierBooking(context.clerk, number, 'pathao', {
      cityId: '1',
      zoneId: '298',
      areaId: '37',
      itemWeight: '1.5',
    });
    await drainJobs(['courier-book']);
    const [booking] = context.mock.bookings('pathao').filter((b) => b.invoice === number);
    expect(booking!.request).toMatchObject({
      recipient_city: 1,
      recipient_zone: 298,
      recipient_area: 37,
      item_weight: 1.5,
      amount_to_collect: 0,
    });
    expect(await orderRow(number)).toMatchObject({
      status: 'shipped',
      paymentStatus: 'paid',
      courier: 'pathao',
      trackingCode: booking!.consignmentId,
    });
  });

  it('refuses what cannot be booked, changing nothing', async () => {
    const number = await context.confirmedOrder();
    const total = (await orderRow(number)).total;
    const pathaoWithoutPlace = await refusal(() =>
      requestCourierBooking(context.clerk, number, 'pathao', { areaId: 37 }),
    );
    expect(pathaoWithoutPlace).toMatchObject({
      kind: 'invalid',
      fields: { cityId: 'Choose the city', zoneId: 'Choose the zone' },
    });
    const tooMuch = await refusal(() =>
      requestCourierBooking(context.clerk, number, 'steadfast', { codAmount: total + 1 }),
    );
    expect(tooMuch.fields).toEqual({ codAmount: expect.stringContaining('at most') });

    context.configure({ pathao: context.settings().pathao });
    expect(
      await refusal(() => requestCourierBooking(context.clerk, number, 'steadfast')),
    ).toMatchObject({ kind: 'conflict', code: 'courier_not_configured' });
    expect((await courierPanelView(await orderRow(number))).couriers).toEqual(['pathao']);
    context.configure();

    await updateOrderStatus(number, 'cancelled');
    expect(
      await refusal(() => requestCourierBooking(context.clerk, number, 'steadfast')),
    ).toMatchObject({ kind: 'conflict', code: 'not_ready_to_ship' });
    expect(
      await refusal(() => requestCourierBooking(context.clerk, 'NJ-000000-00000', 'steadfast')),
    ).toMatchObject({
      kind: 'not_found',
    });
    expect((await timelineOf(number)).filter((event) => event.kind === 'courier')).toEqual([]);
    const panel = await courierPanelView(await orderRow(number));
    expect(panel.canBook).toBe(false);
    expect(panel.notReady).toBe('cancelled');
  });

  it('books once when two staff press Book together', async () => {
    const number = await context.confirmedOrder();
    const outcomes = await Promise.allSettled([
      requestCourierBooking(context.clerk, number, 'steadfast'),
      requestCourierBooking(context.clerk, number, 'pathao', { cityId: 1, zoneId: 298 }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const [refused] = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toMatchObject({
      kind: 'conflict',
      code: 'booking_under_way',
    });
    const before = context.mock.bookings().length;
    await drainJobs(['courier-book']);
    expect(context.mock.bookings().length - before).toBe(1);
    expect(
      await refusal(() => requestCourierBooking(context.clerk, number, 'steadfast')),
    ).toMatchObject({ kind: 'conflict', code: 'already_booked' });
  });

  it('records a refused booking on the timeline and does not retry it; staff can book again', async () => {
    const number = await context.confirmedOrder();
    await shortenAddress(number);
    await requestCourierBooking(context.clerk, number, 'pathao', { cityId: 1, zoneId: 298 });
    const calls = context.mock.bookingCalls;
    expect(await drainJobs(['courier-book'])).toEqual({ completed: 1, failed: 0 });
    expect(context.mock.bookingCalls - calls).toBe(1);
    const row = await orderRow(number);
    expect(row).toMatchObject({ status: 'confirmed', consignmentId: null });
    const reason = pathaoAddressRefusal;
    expect((await timelineOf(number)).at(-1)).toMatchObject({
      kind: 'courier',
      actorLabel: 'Pathao',
      isPublic: false,
      note: `Pathao refused the booking: ${reason}`,
    });
    expect((await latestJob(getDb(), 'courier-book', `order:${row.id}`))!.state).toBe('completed');
    expect(await drainJobs(['courier-book'])).toEqual({ completed: 0, failed: 0 });
    expect((await courierPanelView(row)).booking).toEqual({
      state: 'refused',
      courier: 'pathao',
      notBooked: { why: 'refused', reason },
    });

    // Steadfast takes the short address: booking again works.
    await requestCourierBooking(context.clerk, number, 'steadfast');
    await drainJobs(['courier-book']);
    expect((await orderRow(number)).status).toBe('shipped');
  });

  it('retries a booking while the courier answers 503, and books once it is back', async () => {
    const number = await context.confirmedOrder();
    const { id } = await orderRow(number);
    context.mock.failBookings(2, 503);
    await requestCourierBooking(context.clerk, number, 'steadfast');
    const calls = context.mock.bookingCalls;

    expect(await drainJobs(['courier-book'])).toEqual({ completed: 0, failed: 1 });
    const waiting = await latestJob(getDb(), 'courier-book', `order:${id}`);
    expect(waiting).toMatchObject({ state: 'retry', retryCount: 0 });
    expect(waiting!.error).toMatch(/Steadfast unavailable: HTTP 503/);
    expect((await courierPanelView(await orderRow(number))).booking).toMatchObject({
      state: 'queued',
      tries: 1,
    });
    // A second press while the retry waits books nothing more.
    expect(
      await refusal(() => requestCourierBooking(context.clerk, number, 'steadfast')),
    ).toMatchObject({ code: 'booking_under_way' });

    await retriesDue();
    expect(await drainJobs(['courier-book'])).toEqual({ completed: 0, failed: 1 });
    await retriesDue();
    expect(await drainJobs(['courier-book'])).toEqual({ completed: 1, failed: 0 });
    expect(context.mock.bookingCalls - calls).toBe(3);
    expect(context.mock.bookings().filter((b) => b.invoice === number)).toHaveLength(1);
    expect((await orderRow(number)).status).toBe('shipped');
    // Retries leave no trace on the timeline: one request, one change to shipped.
    const steps = (await timelineOf(number)).filter((event) => event.kind !== 'message');
    expect(steps.map((event) => [event.kind, event.actorLabel])).toEqual([
      ['status', expect.any(String)],
      ['status', 'Store'],
      ['courier', 'Rahima Clerk'],
      ['status', 'Steadfast'],
    ]);
  });

  it('does not book an order cancelled while its booking waited', async () => {
    const number = await context.confirmedOrder();
    await requestCourierBooking(context.clerk, number, 'steadfast');
    await updateOrderStatus(number, 'cancelled', 'The shopper changed her mind');
    const calls = context.mock.bookingCalls;
    expect(await drainJobs(['courier-book'])).toEqual({ completed: 1, failed: 0 });
    expect(context.mock.bookingCalls).toBe(calls);
    expect((await timelineOf(number)).at(-1)).toMatchObject({
      kind: 'courier',
      note: 'Not booked with Steadfast: the order is cancelled',
    });
    expect((await courierPanelView(await orderRow(number))).booking).toEqual({
      state: 'refused',
      courier: 'steadfast',
      notBooked: { why: 'order_status', status: 'cancelled' },
    });
  });
});
