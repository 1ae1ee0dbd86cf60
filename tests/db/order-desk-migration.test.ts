import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { createTestDatabase, engines, type TestDatabase } from '@/tests/helpers/test-database';

// drizzle/0014: the order desk's statuses. Orders of the old life keep everything; their
// statuses and history move to the new words (docs/decisions.md 15).

const drizzleDir = path.join(process.cwd(), 'drizzle');

/** A copy of the migrations folder that stops before `tag`, to build the schema as it was. */
function migrationsBefore(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  fs.cpSync(drizzleDir, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as {
    entries: { tag: string }[];
  };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

const statements = fs
  .readFileSync(path.join(drizzleDir, '0014_order_desk.sql'), 'utf8')
  .split('--> statement-breakpoint');

async function oldOrders(database: TestDatabase) {
  const values = (id: number, status: string, payment: string) =>
    `(${id}, 'NJ-0000${id}', '${status}', 'Ayesha', '+8801711000001', 'Dhaka', 'Dhaka', 'Banani', 'House 1', 'inside_dhaka', 1000, 100, 1100, 'sslcommerz', '${payment}', 'user:1', 'h${id}')`;
  await database.query(`
    INSERT INTO orders (id, number, status, contact_name, contact_phone, division, district,
      area, address_line, delivery, subtotal, delivery_charge, total, payment_method,
      payment_status, idempotency_scope, request_hash) VALUES
      ${values(1, 'processing', 'paid')}, ${values(2, 'refunded', 'paid')},
      ${values(3, 'refunded', 'paid')}, ${values(4, 'delivered', 'paid')}`);
  await database.query(`
    INSERT INTO order_events (order_id, from_status, to_status, note) VALUES
      (1, NULL, 'confirmed', 'Order placed'), (1, 'confirmed', 'processing', ''),
      (2, NULL, 'confirmed', 'Order placed'), (2, 'confirmed', 'refunded', 'Called off'),
      (3, NULL, 'confirmed', ''), (3, 'confirmed', 'processing', ''),
      (3, 'processing', 'shipped', ''), (3, 'shipped', 'delivered', ''),
      (3, 'delivered', 'refunded', 'Sent back')`);
}

describe.each(engines)('migration 0014, the order desk [%s]', (engine) => {
  let database: TestDatabase;
  let folder: string;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    for (const schema of ['public', 'drizzle', 'pgboss']) {
      await database.query(`DROP SCHEMA ${schema} CASCADE`);
    }
    await database.query('CREATE SCHEMA public');
    folder = migrationsBefore('0014_order_desk');
    const db = database.db as never;
    await (engine === 'pglite'
      ? migratePglite(db, { migrationsFolder: folder })
      : migratePg(db, { migrationsFolder: folder }));
    await oldOrders(database);
    for (const statement of statements) await database.query(statement);
  });
  afterAll(async () => {
    await database.dispose();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('keeps every order and its money, moving the statuses to the new words', async () => {
    const rows = await database.query(
      'SELECT id, status, payment_status, total, discount_amount, source FROM orders ORDER BY id',
    );
    expect(rows.map((row) => [row.id, row.status, row.payment_status, Number(row.total)])).toEqual([
      [1, 'packed', 'paid', 1100],
      [2, 'cancelled', 'refunded', 1100],
      [3, 'returned', 'refunded', 1100],
      [4, 'delivered', 'paid', 1100],
    ]);
    expect(rows.every((row) => Number(row.discount_amount) === 0 && row.source === 'web')).toBe(
      true,
    );
  });

  it('rewrites the history in the same words, marking the refunds as such', async () => {
    const rows = await database.query(
      'SELECT order_id, kind, from_status, to_status, note FROM order_events ORDER BY id',
    );
    expect(rows.map((row) => [row.order_id, row.kind, row.from_status, row.to_status])).toEqual([
      [1, 'status', null, 'confirmed'],
      [1, 'status', 'confirmed', 'packed'],
      [2, 'status', null, 'confirmed'],
      [2, 'refund', 'confirmed', 'cancelled'],
      [3, 'status', null, 'confirmed'],
      [3, 'status', 'confirmed', 'packed'],
      [3, 'status', 'packed', 'shipped'],
      [3, 'status', 'shipped', 'delivered'],
      [3, 'refund', 'delivered', 'returned'],
    ]);
    expect(rows.map((row) => row.note)).toContain('Sent back');
  });

  it('refuses the old words from now on', async () => {
    await expect(
      database.query(`UPDATE orders SET status = 'processing' WHERE id = 4`),
    ).rejects.toThrow();
    expect((await database.query('SELECT status FROM orders WHERE id = 4'))[0]!.status).toBe(
      'delivered',
    );
  });
});
