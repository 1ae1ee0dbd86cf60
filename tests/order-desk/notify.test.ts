import { sendMessage } from '@/lib/messaging/outbox';
import { moveOrder } from '@/lib/ordering/orders/desk/move-order';
import { readDeskOrder } from '@/lib/ordering/orders/desk/read-desk-order';
import type { OrderRow } from '@/lib/ordering/orders/read';
import type { OrderStatus } from '@/lib/ordering/orders/values';
import { setStock } from '@/tests/api/orders/support';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { buildCatalogue } from '@/tests/fixtures/catalog';
import { deskContext, orderRow, placeCod, refusal } from './support';

// The shopper's messages about a move are the lead's (lib/ordering/orders/notify-status.ts): here a
// stand-in records one SMS in the move's transaction, so the desk's part can be checked.
const mockCalls: { status: OrderStatus; row: OrderRow }[] = [];
let mockFail = false;
jest.mock('@/lib/ordering/orders/notify-status', () => ({
  queueStatusMessages: async (
    tx: import('@/lib/db/client').Transaction,
    row: OrderRow,
    status: OrderStatus,
  ) => {
    mockCalls.push({ status, row });
    await sendMessage(
      { channel: 'sms', to: row.contactPhone, text: `Order ${row.number} is ${status}` },
      { tx, orderId: row.id },
    );
    if (mockFail) throw new Error('the template could not be read');
    return 1;
  },
}));

describeAppDatabase('telling the shopper about a move', buildCatalogue, () => {
  const desk = deskContext();

  beforeAll(async () => {
    await setStock('AC_1-One', 9);
  });
  beforeEach(() => {
    mockCalls.length = 0;
    mockFail = false;
  });

  it('queues the messages with the moved order, tracking code included, only when asked', async () => {
    const number = await placeCod(desk.shopper, [{ id: desk.clutch, quantity: 1 }]);
    // Placing it sent its own ("pending"); the moves' are counted from here.
    mockCalls.length = 0;
    expect((await moveOrder(desk.rina, number, 'confirmed')).messages).toBe(0);
    expect(mockCalls).toEqual([]);
    const shipped = await moveOrder(desk.rina, number, 'shipped', {
      notify: 'on',
      courier: 'steadfast',
      trackingCode: 'SF-9',
    });
    expect(shipped.messages).toBe(1);
    expect(mockCalls).toHaveLength(1);
    expect(mockCalls[0]!.status).toBe('shipped');
    expect(mockCalls[0]!.row).toMatchObject({ status: 'shipped', trackingCode: 'SF-9' });
    expect((await readDeskOrder(number))!.messages.map((message) => message.body)).toEqual([
      `Order ${number} is pending`,
      `Order ${number} is shipped`,
    ]);
  });

  it('a message that cannot be queued leaves the order as it was: one transaction', async () => {
    const number = await placeCod(desk.shopper, [{ id: desk.clutch, quantity: 1 }]);
    mockCalls.length = 0;
    mockFail = true;
    await expect(moveOrder(desk.rina, number, 'cancelled', { notify: true })).rejects.toThrow(
      'the template could not be read',
    );
    expect((await orderRow(number)).status).toBe('pending');
    expect((await readDeskOrder(number))!.messages.map((message) => message.body)).toEqual([
      `Order ${number} is pending`,
    ]);
    expect(
      await refusal(() => moveOrder(desk.rina, number, 'delivered', { notify: true })),
    ).toMatchObject({ kind: 'conflict' });
    expect(mockCalls).toHaveLength(1);
  });
});
