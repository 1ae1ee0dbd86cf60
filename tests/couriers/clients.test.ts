import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CourierRefusal, CourierUnavailable } from '@/lib/fulfilment/couriers/errors';
import { forgetPathaoTokens, pathaoClient } from '@/lib/fulfilment/couriers/pathao';
import { courierOutcome, statusPhrase, statusWord } from '@/lib/fulfilment/couriers/status-map';
import { steadfastClient } from '@/lib/fulfilment/couriers/steadfast';
import type { ConsignmentRequest } from '@/lib/fulfilment/couriers/types';
import { startMockCouriers, type MockCouriers } from '@/e2e/support/mock-couriers';
import { credentials } from './support';

const request: ConsignmentRequest = {
  invoice: 'NJ-250101-00001',
  recipientName: 'Ayesha Rahman',
  recipientPhone: '01712345678',
  recipientAddress: 'House 42, Road 11, Banani, Dhaka',
  codAmount: 18500,
  note: 'Call before coming',
  itemDescription: '1 × Banarasi saree (Free)',
  itemQuantity: 1,
};

/** Whatever `call` threw; fails the test when it did not throw. */
async function thrown(call: () => Promise<unknown>): Promise<unknown> {
  return call().then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );
}

describe('courier clients against the mock couriers', () => {
  let mock: MockCouriers;

  beforeAll(async () => {
    mock = await startMockCouriers(credentials);
  });
  afterAll(() => mock.close());

  const steadfast = () => steadfastClient({ ...credentials.steadfast, baseUrl: mock.steadfastUrl });
  const pathao = () => pathaoClient({ ...credentials.pathao, baseUrl: mock.pathaoUrl });

  describe('Steadfast', () => {
    it('books with the Api-Key and Secret-Key, and answers the consignment and tracking code', async () => {
      const consignment = await steadfast().book(request);
      const booked = mock.find('steadfast', consignment.consignmentId);
      expect(consignment).toEqual({
        consignmentId: booked.consignmentId,
        trackingCode: booked.trackingCode,
        status: 'in_review',
      });
      expect(booked.request).toMatchObject({
        invoice: request.invoice,
        recipient_name: 'Ayesha Rahman',
        recipient_phone: '01712345678',
        recipient_address: request.recipientAddress,
        cod_amount: 18500,
        note: 'Call before coming',
        delivery_type: 0,
      });
      expect(await steadfast().status(consignment.consignmentId)).toBe('in_review');
      mock.setStatus('steadfast', consignment.consignmentId, 'delivered');
      expect(await steadfast().status(consignment.consignmentId)).toBe('delivered');
    });

    it('names a refusal with the fields Steadfast complained of (a used invoice, a bad phone)', async () => {
      const error = await thrown(() =>
        steadfast().book({ ...request, invoice: 'NJ-REFUSED-1', recipientPhone: '0171' }),
      );
      expect(error).toBeInstanceOf(CourierRefusal);
      expect((error as CourierRefusal).fields).toEqual({
        recipient_phone: 'The recipient phone must be 11 digits.',
      });
      const again = await thrown(() => steadfast().book(request));
      expect((again as CourierRefusal).reason).toBe('invoice: The invoice has already been taken.');
    });

    it('takes wrong keys and a 5xx for the courier being unavailable, not a refusal', async () => {
      const wrongKeys = steadfastClient({
        ...credentials.steadfast,
        secretKey: 'x',
        baseUrl: mock.steadfastUrl,
      });
      const unauthorised = await thrown(() => wrongKeys.book({ ...request, invoice: 'NJ-KEYS' }));
      expect(unauthorised).toBeInstanceOf(CourierUnavailable);
      expect((unauthorised as CourierUnavailable).httpStatus).toBe(401);
      mock.failBookings(1, 503);
      const down = await thrown(() => steadfast().book({ ...request, invoice: 'NJ-DOWN' }));
      expect(down).toBeInstanceOf(CourierUnavailable);
      expect((down as CourierUnavailable).httpStatus).toBe(503);
      expect(
        (await steadfast().book({ ...request, invoice: 'NJ-DOWN' })).consignmentId,
      ).toBeTruthy();
    });
  });

  describe('Pathao', () => {
    beforeEach(() => forgetPathaoTokens());

    it('issues one token and keeps it for later calls; a revoked one is renewed once', async () => {
      const before = mock.tokensIssued;
      expect(await pathao().cities()).toEqual([
        { id: 1, name: 'Dhaka' },
        { id: 2, name: 'Chittagong' },
      ]);
      expect(await pathao().zones(1)).toEqual([
        { id: 298, name: 'Banani' },
        { id: 1070, name: 'Gulshan' },
      ]);
      expect(await pathao().areas(401)).toEqual([
        { id: 88, name: 'Agrabad C/A', homeDelivery: false },
      ]);
      expect(mock.tokensIssued - before).toBe(1);
      mock.revokeTokens();
      expect(await pathao().zones(2)).toEqual([{ id: 401, name: 'Agrabad' }]);
      expect(mock.tokensIssued - before).toBe(2);
    });

    it('books a normal parcel with the city, zone and area, and reads its status slug', async () => {
      const consignment = await pathao().book({
        ...request,
        invoice: 'NJ-PATHAO-1',
        codAmount: 18500.4,
        pathao: { cityId: 1, zoneId: 298, areaId: 37, itemWeight: 1.5 },
      });
      expect(consignment.trackingCode).toBe(consignment.consignmentId);
      expect(consignment.status).toBe('Pending');
      expect(mock.find('pathao', consignment.consignmentId).request).toMatchObject({
        store_id: 130820,
        merchant_order_id: 'NJ-PATHAO-1',
        recipient_city: 1,
        recipient_zone: 298,
        recipient_area: 37,
        delivery_type: 48,
        item_type: 2,
        item_quantity: 1,
        item_weight: 1.5,
        amount_to_collect: 18500,
        special_instruction: 'Call before coming',
      });
      expect(await pathao().status(consignment.consignmentId)).toBe('Pending');
      mock.setStatus('pathao', consignment.consignmentId, 'delivered');
      expect(await pathao().status(consignment.consignmentId)).toBe('Delivered');
    });

    it('leaves the city and zone out when none is given, and refuses a zone not in the city', async () => {
      const placed = await pathao().book({ ...request, invoice: 'NJ-PATHAO-2' });
      expect(mock.find('pathao', placed.consignmentId).request).not.toHaveProperty(
        'recipient_city',
      );
      const error = await thrown(() =>
        pathao().book({
          ...request,
          invoice: 'NJ-PATHAO-3',
          pathao: { cityId: 2, zoneId: 298, itemWeight: 0.5 },
        }),
      );
      expect(error).toBeInstanceOf(CourierRefusal);
      expect((error as CourierRefusal).fields).toEqual({
        recipient_zone: 'The selected recipient zone is invalid.',
      });
    });

    it('takes wrong credentials for Pathao being unavailable (a person must fix them)', async () => {
      const client = pathaoClient({
        ...credentials.pathao,
        password: 'wrong',
        baseUrl: mock.pathaoUrl,
      });
      expect(await thrown(() => client.cities())).toBeInstanceOf(CourierUnavailable);
    });
  });

  it('reads a refusal Steadfast states in the body of an HTTP 200, and a closed port as unavailable', async () => {
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ status: 400, message: 'Invalid recipient' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const client = steadfastClient({ ...credentials.steadfast, baseUrl: url });
    const error = await thrown(() => client.book(request));
    expect((error as CourierRefusal).reason).toBe('Invalid recipient');
    await new Promise((resolve) => server.close(resolve));
    expect(await thrown(() => client.book(request))).toBeInstanceOf(CourierUnavailable);
  });
});

describe('courier status words', () => {
  it.each([
    ['steadfast', 'delivered', 'delivered'],
    ['steadfast', 'Delivered', 'delivered'],
    ['steadfast', 'cancelled', 'returned'],
    ['steadfast', 'delivered_approval_pending', 'progress'],
    ['steadfast', 'partial_delivered', 'progress'],
    ['steadfast', 'hold', 'progress'],
    ['pathao', 'order.delivered', 'delivered'],
    ['pathao', 'Delivered', 'delivered'],
    ['pathao', 'order.returned', 'returned'],
    ['pathao', 'Return', 'returned'],
    ['pathao', 'Paid_Return', 'returned'],
    ['pathao', 'order.in-transit', 'progress'],
    ['pathao', 'order.partial-delivery', 'progress'],
    ['pathao', 'order.delivery-failed', 'progress'],
  ] as const)('%s %s → %s', (courier, word, outcome) => {
    expect(courierOutcome(courier, word)).toBe(outcome);
  });

  it('reads a status word as people write it', () => {
    expect(statusWord('order.received-at-last-mile-hub')).toBe('received_at_last_mile_hub');
    expect(statusPhrase('order.in-transit')).toBe('In transit');
    expect(statusPhrase('Pickup_Requested')).toBe('Pickup requested');
  });
});
