import { randomBytes, randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { Connection } from '@/lib/db/connect';
import { setConnectionForTests } from '@/lib/db/client';
import { recordAudit } from '@/lib/identity/staff/audit';
import { placeOrder } from '@/lib/ordering/orders/place-order';
import { orderBodySchema } from '@/lib/ordering/schemas/order';
import { orderBody, variantBySku } from '@/tests/api/orders/support';
import { createShopper } from '@/tests/api/shopper/shopper';
import { buildCatalogue } from '@/tests/fixtures/catalog';

/** A store with the mini catalogue, two shoppers' orders and an audit entry. */
export async function fillStore(connection: Connection): Promise<void> {
  setConnectionForTests(connection);
  await buildCatalogue(connection.db);
  const shopper = await createShopper(connection.db, 'backup@example.com');
  const other = await createShopper(connection.db, 'restore@example.com');
  const clutch = (await variantBySku('AC_1-One')).id;
  const lehenga = (await variantBySku('BL-1-M')).id;
  const order = (items: { id: number; quantity: number }[], viewer: { id: number }) =>
    placeOrder(orderBodySchema.parse(orderBody(items)), {
      viewer: { id: viewer.id, isStaff: false },
      idempotencyKey: randomUUID(),
    });
  await order([{ id: clutch, quantity: 2 }], { id: shopper.id });
  await order([{ id: lehenga, quantity: 1 }], { id: other.id });
  await connection.db.transaction((tx) =>
    recordAudit(
      tx,
      { id: shopper.id, name: 'Backup Owner', role: 'owner' },
      { action: 'stock.adjust', entity: 'variant', entityId: clutch, before: 9, after: 7 },
    ),
  );
}

/** The tables a restore must bring back, each in a fixed order. */
const compared = {
  orders: 'SELECT * FROM orders ORDER BY id',
  orderItems: 'SELECT * FROM order_items ORDER BY id',
  stock: 'SELECT id, sku, stock FROM variants ORDER BY id',
  stockMovements: 'SELECT * FROM stock_movements ORDER BY id',
  users: 'SELECT * FROM users ORDER BY id',
  audit: 'SELECT * FROM audit_log ORDER BY id',
};

export type StoreRows = Record<keyof typeof compared, Record<string, unknown>[]>;

export async function readStoreRows(connection: Connection): Promise<StoreRows> {
  const rows = {} as StoreRows;
  for (const [name, statement] of Object.entries(compared)) {
    rows[name as keyof StoreRows] = await connection.query(statement);
  }
  return rows;
}

const adminUrl = () => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
};

/** The URL of another database on TEST_DATABASE_URL's server. */
export function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(statement: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new PostgreSQL database with no tables at all (not the migrated test template). */
export async function createEmptyPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `store_test_restore_${randomBytes(6).toString('hex')}`;
  await admin(`CREATE DATABASE ${name} TEMPLATE template0`);
  return {
    url: databaseUrl(name),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
