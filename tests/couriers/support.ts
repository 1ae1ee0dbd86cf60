import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { POST as pathaoWebhookRoute } from '@/app/api/v1/couriers/pathao/webhook/route';
import { POST as steadfastWebhookRoute } from '@/app/api/v1/couriers/steadfast/webhook/route';
import { getDb } from '@/lib/db/client';
import { auditLog, orderEvents, orders } from '@/lib/db/schema';
import { forgetPathaoTokens } from '@/lib/fulfilment/couriers/pathao';
import { forgetPathaoPlaces } from '@/lib/fulfilment/couriers/pathao-places';
import {
  setCourierSettingsForTests,
  type CourierSettings,
} from '@/lib/fulfilment/couriers/settings';
import { updateOrderStatus } from '@/lib/ordering/orders/status';
import type { Actor } from '@/lib/identity/staff/actor';
import { startMockCouriers, type MockCouriers } from '@/e2e/support/mock-couriers';
import { buildCatalogue } from '@/tests/fixtures/catalog';
import type { EngineName } from '@/tests/helpers/test-database';
import { describeAppDatabase } from '../api/helpers/catalogue-suite';
import { orderBody, placeOrder, setStock, variantBySku } from '../api/orders/support';
import { createShopper, type Shopper } from '../api/shopper/shopper';
import { createStaff } from '../stock/support';

export const credentials = {
  steadfast: {
    apiKey: 'sf-key',
    secretKey: 'sf-secret',
    webhookToken: 'sf-webhook-token-0123456789',
  },
  pathao: {
    clientId: 'pathao-client',
    clientSecret: 'pathao-secret',
    username: 'shop@pathao.test',
    password: 'pathao-password',
    storeId: 130820,
    webhookSecret: 'pathao-webhook-secret-0123456789',
  },
};

/**
 * The store's two webhook routes behind a real HTTP port, so that the mock couriers post
 * to them as they would to the running store.
 */
async function startWebhookBridge() {
  const routes: Record<string, (request: Request) => Promise<Response>> = {
    '/api/v1/couriers/steadfast/webhook': steadfastWebhookRoute,
    '/api/v1/couriers/pathao/webhook': pathaoWebhookRoute,
  };
  const server = createServer(async (incoming, outgoing) => {
    let body = '';
    for await (const chunk of incoming) body += chunk;
    const route = routes[new URL(incoming.url ?? '/', 'http://store.test').pathname];
    if (!route) {
      outgoing.writeHead(404).end();
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    const response = await route(
      new Request(`http://store.test${incoming.url}`, { method: incoming.method, headers, body }),
    );
    outgoing.writeHead(response.status, Object.fromEntries(response.headers));
    outgoing.end(await response.text());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type CourierSuite = {
  mock: MockCouriers;
  shopper: Shopper;
  clerk: Actor;
  /** The store's courier settings pointing at the mock; `webhooks: false` leaves polling. */
  settings(options?: { webhooks?: boolean }): CourierSettings;
  /** Applies settings (all couriers with webhooks by default). */
  configure(settings?: CourierSettings): void;
  /** A new cash-on-delivery order for one saree, confirmed by phone; its number. */
  confirmedOrder(): Promise<string>;
};

/**
 * A suite over the mini catalogue on each engine, with the mock couriers started on a free
 * port and the store pointed at them (webhooks on), a shopper and a staff member.
 */
export function describeCouriers(
  title: string,
  suite: (context: CourierSuite, engine: () => EngineName) => void,
): void {
  describeAppDatabase(title, buildCatalogue, (_fixture, engine) => {
    const context = {} as CourierSuite;
    let bridge: Awaited<ReturnType<typeof startWebhookBridge>>;
    let saree = 0;

    context.settings = ({ webhooks = true } = {}) => ({
      steadfast: {
        ...credentials.steadfast,
        baseUrl: context.mock.steadfastUrl,
        webhookToken: webhooks ? credentials.steadfast.webhookToken : undefined,
      },
      pathao: {
        ...credentials.pathao,
        baseUrl: context.mock.pathaoUrl,
        webhookSecret: webhooks ? credentials.pathao.webhookSecret : undefined,
      },
    });
    context.configure = (settings = context.settings()) => setCourierSettingsForTests(settings);
    context.confirmedOrder = async () => {
      await setStock('SR-7-Free', 50);
      const placed = await placeOrder(orderBody([{ id: saree, quantity: 1 }]), {
        headers: context.shopper.headers,
      });
      expect(placed.status).toBe(201);
      const { number } = placed.body.order;
      await updateOrderStatus(number, 'confirmed');
      return number;
    };

    beforeAll(async () => {
      bridge = await startWebhookBridge();
      context.mock = await startMockCouriers({
        storeUrl: bridge.url,
        steadfast: credentials.steadfast,
        pathao: credentials.pathao,
      });
      forgetPathaoTokens();
      forgetPathaoPlaces();
      context.shopper = await createShopper(getDb(), `courier-${engine}@example.com`);
      context.clerk = await createStaff(getDb(), 'Rahima Clerk', 'staff');
      saree = (await variantBySku('SR-7-Free')).id;
    });

    beforeEach(() => context.configure());

    afterAll(async () => {
      setCourierSettingsForTests(undefined);
      await context.mock.close();
      await bridge.close();
    });

    suite(context, () => engine);
  });
}

export async function orderRow(number: string) {
  const [row] = await getDb().select().from(orders).where(eq(orders.number, number));
  return row!;
}

/** The order's timeline, oldest first: kind, who, what, and the status after. */
export async function timelineOf(number: string) {
  const row = await orderRow(number);
  return getDb()
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, row.id))
    .orderBy(asc(orderEvents.id));
}

export async function auditOfOrder(number: string) {
  return getDb().select().from(auditLog).where(eq(auditLog.entityId, number));
}
