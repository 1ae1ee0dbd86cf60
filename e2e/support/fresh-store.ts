import fs from 'node:fs';
import { emptyDatabase } from './admin-statement';

// Run before the end-to-end store is built or started: an empty folder for its photos and,
// on PostgreSQL, an empty database with the demo owner and discount code that the embedded
// demo makes for itself (lib/bootstrap/prepare.ts). scripts/start.ts then migrates and seeds it.
async function main() {
  const dataDir = process.env.DATA_DIR;
  if (!dataDir?.startsWith('data/e2e-')) throw new Error(`not an end-to-end folder: ${dataDir}`);
  fs.rmSync(dataDir, { recursive: true, force: true });

  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return;
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  if (!/^store_e2e_\d+$/.test(name)) throw new Error(`not an end-to-end database: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  await emptyDatabase(admin, name);

  const { connect } = await import('@/lib/db/connect');
  const { migrateDatabase } = await import('@/lib/bootstrap/migrate');
  const { ensureDemoOwner } = await import('@/lib/identity/staff/create-owner');
  const { ensureDemoDiscountCode } = await import('@/lib/seed/demo-discount-code');
  const connection = connect({ url: databaseUrl });
  try {
    await migrateDatabase(connection);
    await ensureDemoOwner(connection.db);
    await ensureDemoDiscountCode(connection.db);
  } finally {
    await connection.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
