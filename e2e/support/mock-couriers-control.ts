import type { APIRequestContext } from '@playwright/test';
import type { MockConsignment, MockCourier } from './mock-couriers';
import { e2ePort } from './ports';

/** The mock couriers listen beside the main store. */
export const mockCouriersPort = (storePort: number) => e2ePort('mockCouriers', storePort);

const controlUrl = () =>
  `http://127.0.0.1:${mockCouriersPort(Number(process.env.E2E_PORT ?? 3100))}/__control`;

/** The consignment the store booked for an order, once its booking job has run. */
export async function consignmentFor(
  request: APIRequestContext,
  orderNumber: string,
): Promise<MockConsignment | undefined> {
  const answer = await request.get(`${controlUrl()}/consignments`);
  const { consignments } = (await answer.json()) as { consignments: MockConsignment[] };
  return consignments.find((consignment) => consignment.invoice === orderNumber);
}

/**
 * The courier reports a step (delivered by default) through the store's webhook, as the
 * real one would; answers the store's HTTP status.
 */
export async function reportByCourier(
  request: APIRequestContext,
  consignment: Pick<MockConsignment, 'courier' | 'consignmentId'>,
  status = 'delivered',
): Promise<number> {
  const answer = await request.post(`${controlUrl()}/report`, {
    data: { courier: consignment.courier, consignment_id: consignment.consignmentId, status },
  });
  const { store } = (await answer.json()) as { store: { status: number } };
  return store.status;
}

export type { MockCourier };
