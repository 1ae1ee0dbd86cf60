import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for both couriers' merchant APIs, for tests: Steadfast
 * (/api/v1/create_order, /api/v1/status_by_cid/{id},
 * /api/v1/fraud_check/{phone}, with Api-Key and Secret-Key) and
 * Pathao (/aladdin/api/v1/issue-token, city, zone and area lists, /orders,
 * /orders/{id}/info, with a Bearer token). Tests, or a spec through /__control, move a
 * consignment along and have the mock post the courier's webhook to the store.
 */
export type MockCourier = 'steadfast' | 'pathao';

export type MockConsignment = {
  courier: MockCourier;
  consignmentId: string;
  trackingCode: string;
  invoice: string;
  /** The courier's own status word: Steadfast's delivery status, Pathao's order step. */
  status: string;
  /** What the store sent to book it. */
  request: Record<string, unknown>;
};

export type MockCouriersOptions = {
  port?: number;
  steadfast: { apiKey: string; secretKey: string; webhookToken?: string };
  pathao: {
    clientId: string;
    clientSecret: string;
    username: string;
    password: string;
    storeId: number;
    webhookSecret?: string;
    /** How long an issued token lasts, in seconds (Pathao's are days). */
    tokenSeconds?: number;
  };
  /** The store's address: webhooks go to `${storeUrl}/api/v1/couriers/<courier>/webhook`. */
  storeUrl?: string;
};

export type MockCouriers = {
  url: string;
  /** STEADFAST_BASE_URL for the store. */
  steadfastUrl: string;
  /** PATHAO_BASE_URL for the store. */
  pathaoUrl: string;
  /** Consignments booked, in order. */
  bookings(courier?: MockCourier): MockConsignment[];
  find(courier: MockCourier, consignmentId: string): MockConsignment;
  /** The next `count` booking calls answer HTTP `status` (the courier down), then it recovers. */
  failBookings(count: number, status?: number): void;
  /** Changes what the courier reports when asked (a poll), without a webhook. */
  setStatus(courier: MockCourier, consignmentId: string, status: string): MockConsignment;
  /** Changes the status and posts the courier's webhook to the store; answers its reply. */
  report(
    courier: MockCourier,
    consignmentId: string,
    status: string,
    options?: { message?: string; at?: string },
  ): Promise<{ status: number; body: unknown }>;
  /**
   * What Steadfast's fraud check answers for a phone (11 digits, 01…): its parcels to it
   * across merchants. A phone never set has none.
   */
  setFraudRecord(
    phone: string,
    record: { total: number; delivered: number; cancelled: number },
  ): void;
  /** The phones the store asked the fraud check about, in order. */
  readonly fraudChecks: string[];
  /** Forgets every token it issued: the store's next Pathao call is refused (401). */
  revokeTokens(): void;
  readonly tokensIssued: number;
  /** Booking calls received, refused and failed ones too. */
  readonly bookingCalls: number;
  close(): Promise<void>;
};

/** Pathao's geography, a small piece of it: cities, their zones, the zones' areas. */
export const mockPathaoPlaces = {
  cities: [
    { city_id: 1, city_name: 'Dhaka' },
    { city_id: 2, city_name: 'Chittagong' },
  ],
  zones: {
    1: [
      { zone_id: 298, zone_name: 'Banani' },
      { zone_id: 1070, zone_name: 'Gulshan' },
    ],
    2: [{ zone_id: 401, zone_name: 'Agrabad' }],
  } as Record<number, { zone_id: number; zone_name: string }[]>,
  areas: {
    298: [
      { area_id: 37, area_name: 'Road 11', home_delivery_available: true, pickup_available: true },
    ],
    1070: [
      { area_id: 3, area_name: 'Road 03', home_delivery_available: true, pickup_available: true },
    ],
    401: [
      {
        area_id: 88,
        area_name: 'Agrabad C/A',
        home_delivery_available: false,
        pickup_available: true,
      },
    ],
  } as Record<
    number,
    {
      area_id: number;
      area_name: string;
      home_delivery_available: boolean;
      pickup_available: boolean;
    }[]
  >,
};

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of request) text += chunk;
  try {
    const body: unknown = text ? JSON.parse(text) : {};
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

/** "2026-05-24 13:51:09", as both couriers write their moments. */
const courierTime = (date = new Date()) => date.toISOString().slice(0, 19).replace('T', ' ');

const elevenDigits = /^01\d{9}$/;

type Errors = Record<string, string[]>;

function steadfastErrors(body: Record<string, unknown>, invoices: Set<string>): Errors {
  const errors: Errors = {};
  const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
  if (!/^[\w-]{1,100}$/.test(text('invoice'))) errors.invoice = ['The invoice field is required.'];
  else if (invoices.has(text('invoice'))) errors.invoice = ['The invoice has already been taken.'];
  if (!text('recipient_name') || text('recipient_name').length > 100)
    errors.recipient_name = ['The recipient name must be 1 to 100 characters.'];
  if (!elevenDigits.test(text('recipient_phone')))
    errors.recipient_phone = ['The recipient phone must be 11 digits.'];
  if (!text('recipient_address') || text('recipient_address').length > 250)
    errors.recipient_address = ['The recipient address must be 1 to 250 characters.'];
  if (typeof body.cod_amount !== 'number' || body.cod_amount < 0)
    errors.cod_amount = ['The cod amount must be at least 0.'];
  return errors;
}

function pathaoErrors(body: Record<string, unknown>, storeId: number): Errors {
  const errors: Errors = {};
  const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
  if (body.store_id !== storeId) errors.store_id = ['The selected store id is invalid.'];
  const name = text('recipient_name');
  if (name.length < 3 || name.length > 100)
    errors.recipient_name = ['The recipient name must be between 3 and 100 characters.'];
  if (!elevenDigits.test(text('recipient_phone')))
    errors.recipient_phone = ['The recipient phone must be 11 characters.'];
  const address = text('recipient_address');
  if (address.length < 10 || address.length > 220)
    errors.recipient_address = ['The recipient address must be between 10 and 220 characters.'];
  if (body.recipient_city !== undefined) {
    const zones = mockPathaoPlaces.zones[Number(body.recipient_city)];
    if (!zones) errors.recipient_city = ['The selected recipient city is invalid.'];
    else if (!zones.some((zone) => zone.zone_id === body.recipient_zone))
      errors.recipient_zone = ['The selected recipient zone is invalid.'];
  }
  if (![12, 48].includes(body.delivery_type as number)) errors.delivery_type = ['Invalid.'];
  if (![1, 2].includes(body.item_type as number)) errors.item_type = ['Invalid.'];
  const weight = Number(body.item_weight);
  if (!(weight >= 0.5 && weight <= 10)) errors.item_weight = ['The item weight must be 0.5 to 10.'];
  if (!Number.isInteger(body.amount_to_collect) || (body.amount_to_collect as number) < 0)
    errors.amount_to_collect = ['The amount to collect must be an integer.'];
  return errors;
}

/** Pathao's status slugs, as its order info names the steps its webhook reports. */
const pathaoSlugs: Record<string, string> = {
  pending: 'Pending',
  delivered: 'Delivered',
  returned: 'Return',
  'in-transit': 'In_Transit',
};

export async function startMockCouriers(options: MockCouriersOptions): Promise<MockCouriers> {
  const { steadfast, pathao } = options;
  const consignments: MockConsignment[] = [];
  const tokens = new Set<string>();
  let tokensIssued = 0;
  let bookingCalls = 0;
  let failing = { count: 0, status: 503 };
  let nextSteadfastId = 1_424_100;
  const fraudRecords = new Map<string, { total: number; delivered: number; cancelled: number }>();
  const fraudChecks: string[] = [];
  let url = '';

  const find = (courier: MockCourier, consignmentId: string) => {
    const found = consignments.find(
      (consignment) =>
        consignment.courier === courier && consignment.consignmentId === String(consignmentId),
    );
    if (!found) throw new Error(`no ${courier} consignment ${consignmentId}`);
    return found;
  };

  /** A booking call that the test asked to fail answers its status instead. */
  const failedBooking = (response: ServerResponse) => {
    bookingCalls += 1;
    if (failing.count === 0) return false;
    failing.count -= 1;
    send(response, failing.status, { message: 'Service Unavailable' });
    return true;
  };

  async function createSteadfast(request: IncomingMessage, response: ServerResponse) {
    if (
      request.headers['api-key'] !== steadfast.apiKey ||
      request.headers['secret-key'] !== steadfast.secretKey
    ) {
      return send(response, 401, { status: 401, message: 'Unauthorized' });
    }
    const body = await readJson(request);
    if (failedBooking(response)) return;
    const invoices = new Set(
      consignments.filter((c) => c.courier === 'steadfast').map((c) => c.invoice),
    );
    const errors = steadfastErrors(body, invoices);
    if (Object.keys(errors).length > 0) {
      return send(response, 400, { status: 400, message: 'Validation failed', errors });
    }
    nextSteadfastId += 1;
    const consignment: MockConsignment = {
      courier: 'steadfast',
      consignmentId: String(nextSteadfastId),
      trackingCode: randomBytes(4).toString('hex').toUpperCase(),
      invoice: String(body.invoice),
      status: 'in_review',
      request: body,
    };
    consignments.push(consignment);
    send(response, 200, {
      status: 200,
      message: 'Consignment has been created successfully.',
      consignment: {
        consignment_id: nextSteadfastId,
        invoice: consignment.invoice,
        tracking_code: consignment.trackingCode,
        recipient_name: body.recipient_name,
        recipient_phone: body.recipient_phone,
        recipient_address: body.recipient_address,
        cod_amount: body.cod_amount,
        status: consignment.status,
        note: body.note ?? null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      },
    });
  }

  function steadfastStatus(request: IncomingMessage, response: ServerResponse, id: string) {
    if (request.headers['api-key'] !== steadfast.apiKey) {
      return send(response, 401, { status: 401, message: 'Unauthorized' });
    }
    const consignment = consignments.find(
      (c) => c.courier === 'steadfast' && c.consignmentId === id,
    );
    if (!consignment) return send(response, 404, { status: 404, message: 'Consignment not found' });
    send(response, 200, { status: 200, delivery_status: consignment.status });
  }

  /** Steadfast's fraud check: {status, total_parcels, total_delivered, total_cancelled}. */
  function steadfastFraudCheck(request: IncomingMessage, response: ServerResponse, phone: string) {
    if (
      request.headers['api-key'] !== steadfast.apiKey ||
      request.headers['secret-key'] !== steadfast.secretKey
    ) {
      return send(response, 401, { status: 401, message: 'Unauthorized' });
    }
    if (!/^01\d{9}$/.test(phone)) {
      return send(response, 422, { status: 422, message: 'Invalid phone number' });
    }
    fraudChecks.push(phone);
    const record = fraudRecords.get(phone) ?? { total: 0, delivered: 0, cancelled: 0 };
    send(response, 200, {
      status: 200,
      total_parcels: record.total,
      total_delivered: record.delivered,
      total_cancelled: record.cancelled,
    });
  }

  async function issueToken(request: IncomingMessage, response: ServerResponse) {
    const body = await readJson(request);
    if (
      body.client_id !== pathao.clientId ||
      body.client_secret !== pathao.clientSecret ||
      body.username !== pathao.username ||
      body.password !== pathao.password ||
      body.grant_type !== 'password'
    ) {
      return send(response, 401, { message: 'Invalid credentials', type: 'error', code: 401 });
    }
    const token = randomBytes(16).toString('hex');
    tokens.add(token);
    tokensIssued += 1;
    send(response, 200, {
      token_type: 'Bearer',
      expires_in: pathao.tokenSeconds ?? 432_000,
      access_token: token,
      refresh_token: randomBytes(16).toString('hex'),
    });
  }

  async function createPathao(request: IncomingMessage, response: ServerResponse) {
    const body = await readJson(request);
    if (failedBooking(response)) return;
    const errors = pathaoErrors(body, pathao.storeId);
    if (Object.keys(errors).length > 0) {
      return send(response, 422, {
        message: 'Please fix the given errors',
        type: 'error',
        code: 422,
        errors,
      });
    }
    const consignmentId = `DL${randomBytes(6).toString('hex').toUpperCase()}`;
    consignments.push({
      courier: 'pathao',
      consignmentId,
      trackingCode: consignmentId,
      invoice: String(body.merchant_order_id ?? ''),
      status: 'pending',
      request: body,
    });
    send(response, 200, {
      message: 'Order Created Successfully',
      type: 'success',
      code: 200,
      data: {
        consignment_id: consignmentId,
        merchant_order_id: body.merchant_order_id,
        order_status: 'Pending',
        delivery_fee: 60,
      },
    });
  }

  function pathaoInfo(response: ServerResponse, id: string) {
    const consignment = consignments.find((c) => c.courier === 'pathao' && c.consignmentId === id);
    if (!consignment)
      return send(response, 404, { message: 'Not found', type: 'error', code: 404 });
    const slug = pathaoSlugs[consignment.status] ?? consignment.status;
    send(response, 200, {
      message: 'Order info',
      type: 'success',
      code: 200,
      data: {
        consignment_id: id,
        merchant_order_id: consignment.invoice,
        order_status: slug.replace(/_/g, ' '),
        order_status_slug: slug,
        updated_at: courierTime(),
        invoice_id: null,
      },
    });
  }

  const list = (response: ServerResponse, data: unknown[]) =>
    send(response, 200, { message: 'Fetched.', type: 'success', code: 200, data: { data } });

  async function pathaoRoute(request: IncomingMessage, response: ServerResponse, path: string) {
    if (path === '/issue-token' && request.method === 'POST') return issueToken(request, response);
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token || !tokens.has(token)) {
      return send(response, 401, { message: 'Unauthenticated.', type: 'error', code: 401 });
    }
    if (path === '/orders' && request.method === 'POST') return createPathao(request, response);
    if (path === '/city-list') return list(response, mockPathaoPlaces.cities);
    const zones = /^\/cities\/(\d+)\/zone-list$/.exec(path);
    if (zones) return list(response, mockPathaoPlaces.zones[Number(zones[1])] ?? []);
    const areas = /^\/zones\/(\d+)\/area-list$/.exec(path);
    if (areas) return list(response, mockPathaoPlaces.areas[Number(areas[1])] ?? []);
    const info = /^\/orders\/([\w-]+)\/info$/.exec(path);
    if (info) return pathaoInfo(response, info[1]!);
    send(response, 404, { message: 'no Route matched with those values' });
  }

  /** What the courier posts to the store's webhook for this consignment now. */
  function webhook(
    consignment: MockConsignment,
    message?: string,
    at = courierTime(),
  ): { path: string; headers: Record<string, string>; body: Record<string, unknown> } {
    if (consignment.courier === 'steadfast') {
      return {
        path: '/api/v1/couriers/steadfast/webhook',
        headers: { authorization: `Bearer ${steadfast.webhookToken ?? ''}` },
        body: {
          notification_type: 'delivery_status',
          consignment_id: Number(consignment.consignmentId),
          invoice: consignment.invoice,
          cod_amount: consignment.request.cod_amount,
          status: consignment.status,
          delivery_charge: 60,
          tracking_message:
            message ?? `Consignment status has been updated as ${consignment.status}`,
          updated_at: at,
        },
      };
    }
    return {
      path: '/api/v1/couriers/pathao/webhook',
      headers: { 'x-pathao-signature': pathao.webhookSecret ?? '' },
      body: {
        consignment_id: consignment.consignmentId,
        merchant_order_id: consignment.invoice,
        updated_at: at,
        timestamp: new Date().toISOString(),
        store_id: pathao.storeId,
        event: `order.${consignment.status}`,
        ...(message ? { reason: message } : {}),
      },
    };
  }

  const mock: MockCouriers = {
    get url() {
      return url;
    },
    get steadfastUrl() {
      return `${url}/api/v1`;
    },
    get pathaoUrl() {
      return url;
    },
    bookings: (courier) => consignments.filter((c) => !courier || c.courier === courier),
    find,
    failBookings(count, status = 503) {
      failing = { count, status };
    },
    setStatus(courier, consignmentId, status) {
      const consignment = find(courier, consignmentId);
      consignment.status = status;
      return consignment;
    },
    async report(courier, consignmentId, status, { message, at } = {}) {
      if (!options.storeUrl) throw new Error('the mock was started without the store’s address');
      const consignment = mock.setStatus(courier, consignmentId, status);
      const call = webhook(consignment, message, at);
      const response = await fetch(`${options.storeUrl}${call.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...call.headers },
        body: JSON.stringify(call.body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
    },
    setFraudRecord: (phone, record) => fraudRecords.set(phone, record),
    fraudChecks,
    revokeTokens: () => tokens.clear(),
    get tokensIssued() {
      return tokensIssued;
    },
    get bookingCalls() {
      return bookingCalls;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  /** /__control: what an end-to-end spec asks of the courier through HTTP. */
  async function control(request: IncomingMessage, response: ServerResponse, path: string) {
    if (path === '/consignments' && request.method === 'GET') {
      return send(response, 200, { consignments });
    }
    const body = await readJson(request);
    const courier = (body.courier === 'pathao' ? 'pathao' : 'steadfast') as MockCourier;
    try {
      if (path === '/deliver' || path === '/report') {
        const status = path === '/deliver' ? 'delivered' : String(body.status);
        const answer = await mock.report(courier, String(body.consignment_id), status, {
          message: typeof body.message === 'string' ? body.message : undefined,
        });
        return send(response, 200, { store: answer });
      }
      if (path === '/status') {
        return send(
          response,
          200,
          mock.setStatus(courier, String(body.consignment_id), String(body.status)),
        );
      }
      if (path === '/fraud-record') {
        const record = {
          total: Number(body.total ?? 0),
          delivered: Number(body.delivered ?? 0),
          cancelled: Number(body.cancelled ?? 0),
        };
        mock.setFraudRecord(String(body.phone), record);
        return send(response, 200, record);
      }
      if (path === '/fail') {
        mock.failBookings(Number(body.count ?? 1), Number(body.status ?? 503));
        return send(response, 200, { failing });
      }
    } catch (error) {
      return send(response, 400, { error: error instanceof Error ? error.message : String(error) });
    }
    send(response, 404, { error: 'not_found' });
  }

  const server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://mock.test');
    if (pathname.startsWith('/__control/')) {
      return control(request, response, pathname.slice('/__control'.length));
    }
    if (pathname === '/api/v1/create_order' && request.method === 'POST') {
      return createSteadfast(request, response);
    }
    const status = /^\/api\/v1\/status_by_cid\/(\d+)$/.exec(pathname);
    if (status && request.method === 'GET') return steadfastStatus(request, response, status[1]!);
    const fraud = /^\/api\/v1\/fraud_check\/([^/]+)$/.exec(pathname);
    if (fraud && request.method === 'GET') {
      return steadfastFraudCheck(request, response, decodeURIComponent(fraud[1]!));
    }
    if (pathname.startsWith('/aladdin/api/v1/')) {
      return pathaoRoute(request, response, pathname.slice('/aladdin/api/v1'.length));
    }
    send(response, 404, { error: 'not_found' });
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return mock;
}
