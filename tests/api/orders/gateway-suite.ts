import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { POST as ipn } from '@/app/api/v1/payments/sslcommerz/ipn/route';
import { POST as gatewayReturn } from '@/app/api/v1/payments/sslcommerz/return/[outcome]/route';
import type { RouteHandler } from '@/lib/api/handler';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import {
  setSslcommerzConfigForTests,
  type SslcommerzConfig,
} from '@/lib/payments/sslcommerz/config';
import { startMockSslcommerz, type MockSslcommerz } from '@/e2e/support/mock-sslcommerz';
import { buildCatalogue } from '@/tests/fixtures/catalog';
import { describeAppDatabase } from '../helpers/catalogue-suite';
import { call, type ErrorBody } from '../helpers/call';
import { createShopper, type Shopper } from '../shopper/shopper';
import { orderBody, placeOrder, setStock, variantBySku, type Placed } from './support';

export const store = { storeId: 'noorejahan', storePassword: 'noorejahan@ssl' };

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/** The gateway's IPN, posted to the store. */
export const notify = (fields: Record<string, string>) =>
  call<{ received: boolean; paid: boolean } & ErrorBody>(
    ipn,
    '/api/v1/payments/sslcommerz/ipn',
    form(fields),
  );

/** The shopper's browser, sent back by the gateway with its form. */
export const returnTo = (outcome: string, fields: Record<string, string>) =>
  call(gatewayReturn as RouteHandler, `/api/v1/payments/sslcommerz/return/${outcome}`, {
    ...form(fields),
    params: { outcome },
  });

export async function orderRow(number: string) {
  const [row] = await getDb().select().from(orders).where(eq(orders.number, number));
  return row!;
}

/** A port nobody listens on: the gateway "down". */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type GatewaySuite = {
  gateway: MockSslcommerz;
  config: SslcommerzConfig;
  shopper: Shopper;
  /** A new SSLCommerz order for one saree (stock 5 before each test). */
  payLater(key?: string): Promise<Placed>;
  /** An order body for one saree, paid through SSLCommerz. */
  body: () => ReturnType<typeof orderBody>;
};

/** A suite with the store pointed at a mock SSLCommerz that the suite starts and stops. */
export function describeGateway(title: string, suite: (context: GatewaySuite) => void): void {
  describeAppDatabase(title, buildCatalogue, () => {
    const context = {} as GatewaySuite;
    let saree = 0;
    context.body = () => orderBody([{ id: saree, quantity: 1 }], { payment: 'sslcommerz' });
    context.payLater = async (key) => {
      const placed = await placeOrder(context.body(), {
        headers: context.shopper.headers,
        ...(key ? { key } : {}),
      });
      expect(placed.status).toBe(201);
      return placed.body;
    };

    beforeAll(async () => {
      context.gateway = await startMockSslcommerz(store);
      context.config = { ...store, apiUrl: context.gateway.url, siteUrl: 'http://store.test' };
      setSslcommerzConfigForTests(context.config);
      context.shopper = await createShopper(getDb(), 'ayesha@example.com');
      saree = (await variantBySku('SR-7-Free')).id;
    });

    afterAll(async () => {
      setSslcommerzConfigForTests(undefined);
      await context.gateway.close();
    });

    beforeEach(async () => {
      await setStock('SR-7-Free', 5);
    });

    suite(context);
  });
}
