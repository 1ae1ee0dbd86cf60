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

/** Makes the database `name` on the test server afresh, dropping what a killed run left. */
export async function emptyDatabase(adminUrl: URL, name: string): Promise<void> {
  await adminStatement(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminStatement(adminUrl, `CREATE DATABASE ${name}`);
}
