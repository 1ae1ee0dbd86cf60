import fs from 'node:fs';
import path from 'node:path';
import { createTestDatabase, engines, type TestDatabase } from '@/tests/helpers/test-database';

// drizzle/0009: existing e-mails and phones all stay; only those already proven by a code
// (or by Google) are marked so (docs/decisions.md 11).

const statements = fs
  .readFileSync(path.join(process.cwd(), 'drizzle', '0009_identifier_proof.sql'), 'utf8')
  .split('--> statement-breakpoint');

/** The users table as it was before 0009, with the accounts the old code could make. */
async function legacyAccounts(database: TestDatabase) {
  await database.query(
    'ALTER TABLE users DROP COLUMN email_verified_at, DROP COLUMN phone_verified_at',
  );
  await database.query(`
    INSERT INTO users (id, name, email, phone, password_hash, google_subject) VALUES
      (1, 'Signed up', 'signup@example.com', '+8801711000001', 'hash', NULL),
      (2, '', NULL, '+8801711000002', NULL, NULL),
      (3, 'Google', 'google@example.com', NULL, NULL, 'google-sub'),
      (4, 'Changed phone', 'changed@example.com', '+8801711000004', 'hash', NULL),
      (5, 'Reset by mail', 'reset@example.com', '+8801711000005', 'hash', NULL),
      (6, 'Code never used', 'unused@example.com', '+8801711000006', 'hash', NULL)`);
  await database.query(`
    INSERT INTO one_time_codes (purpose, target, code_hash, expires_at, consumed_at) VALUES
      ('phone_change', '4:+8801711000004', 'h', now(), now()),
      ('password_reset', 'reset@example.com', 'h', now(), now()),
      ('password_reset', 'unused@example.com', 'h', now(), NULL),
      ('phone_change', '6:+8801711000006', 'h', now(), NULL)`);
}

describe.each(engines)('migration 0009, identifier proof [%s]', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await legacyAccounts(database);
    for (const statement of statements) await database.query(statement);
  });
  afterAll(() => database.dispose());

  it('keeps every account with its e-mail, phone and password', async () => {
    const rows = await database.query(
      'SELECT id, email, phone, password_hash FROM users ORDER BY id',
    );
    expect(rows.map((row) => [row.id, row.email, row.phone, row.password_hash])).toEqual([
      [1, 'signup@example.com', '+8801711000001', 'hash'],
      [2, null, '+8801711000002', null],
      [3, 'google@example.com', null, null],
      [4, 'changed@example.com', '+8801711000004', 'hash'],
      [5, 'reset@example.com', '+8801711000005', 'hash'],
      [6, 'unused@example.com', '+8801711000006', 'hash'],
    ]);
  });

  it('marks proven only what a used code or Google proved; sign-up values stay unverified', async () => {
    const rows = await database.query(`
      SELECT id, email_verified_at IS NOT NULL AS email, phone_verified_at IS NOT NULL AS phone
      FROM users ORDER BY id`);
    expect(rows.map((row) => [row.id, row.email, row.phone])).toEqual([
      [1, false, false],
      [2, false, true],
      [3, true, false],
      [4, false, true],
      [5, true, false],
      [6, false, false],
    ]);
  });
});
