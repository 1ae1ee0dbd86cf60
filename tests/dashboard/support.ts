import type { Database } from '@/lib/db/connect';
import { orders } from '@/lib/db/schema';
import type { OrderStatus } from '@/lib/ordering/orders/values';

let placed = 0;

/** An order as the desk's figures read it: placed at `at`, in `status`, for `total` taka. */
export async function insertOrder(
  db: Database,
  { at, status, total }: { at: string; status: OrderStatus; total: number },
) {
  placed += 1;
  const [row] = await db
    .insert(orders)
    .values({
      number: `NJ-TEST-${String(placed).padStart(5, '0')}`,
      status,
      contactName: 'Nusrat Jahan',
      contactPhone: '+8801712345678',
      division: 'Dhaka',
      district: 'Dhaka',
      area: 'Gulshan',
      addressLine: 'House 1, Road 2',
      delivery: 'inside_dhaka',
      subtotal: total,
      deliveryCharge: 0,
      total,
      paymentMethod: 'cod',
      idempotencyScope: `test:${placed}`,
      requestHash: 'test',
      createdAt: new Date(at),
    })
    .returning({ id: orders.id, number: orders.number });
  return row!;
}
