import { parseArgs } from 'node:util';
import { run } from './lib/run';
import { migrateDatabase } from '@/lib/bootstrap/migrate';

async function readPassword(): Promise<string> {
  if (process.env.OWNER_PASSWORD) return process.env.OWNER_PASSWORD;
  if (process.stdin.isTTY) {
    throw new Error('Give the password in OWNER_PASSWORD, or pipe it in: never as an argument');
  }
  let input = '';
  for await (const chunk of process.stdin) input += String(chunk);
  return input.split('\n')[0] ?? '';
}

// npm run staff:create-owner -- --email owner@example.com --name "Ayesha Rahman" [--phone 017…]
// The password comes from OWNER_PASSWORD or standard input, so it stays out of the shell's
// history and the process list.
run(async () => {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, phone: { type: 'string' } },
  });
  if (!values.email || !values.name) throw new Error('Give --email and --name');
  const { env } = await import('@/lib/env');
  const { connect } = await import('@/lib/db/connect');
  const { pgliteDir } = await import('@/lib/db/client');
  const { createOwner, ownerInputSchema } = await import('@/lib/identity/staff/create-owner');
  const input = ownerInputSchema.safeParse({ ...values, password: await readPassword() });
  if (!input.success) {
    const issue = input.error.issues[0]!;
    throw new Error(`${issue.path.join('.')}: ${issue.message}`);
  }
  const connection = connect(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: pgliteDir });
  try {
    await migrateDatabase(connection);
    const outcome = await createOwner(connection.db, input.data);
    console.log(
      outcome === 'created'
        ? `Created the owner ${input.data.email}. Sign in at ${env.SITE_URL}/admin`
        : `${input.data.email} is now an owner. Sign in at ${env.SITE_URL}/admin`,
    );
  } finally {
    await connection.close();
  }
});
