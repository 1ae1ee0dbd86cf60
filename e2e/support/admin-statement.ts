import { Client } from 'pg';

/** Runs one statement (CREATE or DROP DATABASE) on the test PostgreSQL server. */
export async function adminStatement(adminUrl: URL, statement: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
