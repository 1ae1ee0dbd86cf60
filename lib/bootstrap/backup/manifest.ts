import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The file names inside an archive. */
export const archiveNames = {
  manifest: 'manifest.json',
  postgres: 'database.pgdump',
  pglite: 'database.tar',
  media: 'media',
} as const;

export const manifestSchema = z.object({
  format: z.literal(1),
  engine: z.enum(['postgres', 'pglite']),
  createdAt: z.iso.datetime(),
  appVersion: z.string(),
  /** Rows of drizzle's migrations table: how far the schema had come. */
  migrations: z.number().int().min(0),
  /** The server's version (PGlite's PostgreSQL for the embedded engine). */
  postgresVersion: z.string(),
  /** The embedded engine only: the PGlite package that wrote the data directory. */
  pgliteVersion: z.string().optional(),
  /** What the archive holds besides this file. */
  contents: z.array(z.string()),
  photos: z.object({
    /** 'archive': DATA_DIR/media is in it; 's3': the photos are in a bucket, not here. */
    where: z.enum(['archive', 's3']),
    files: z.number().int().min(0),
  }),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** Reads and checks an archive's manifest.json; anything else is not one of our backups. */
export function readManifest(file: string): Manifest {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    throw new Error('The archive has no readable manifest.json: it is not a store backup');
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(
      `The archive's manifest.json is not a store backup's: ${issue.path.join('.') || 'the file'} ${issue.message}`,
    );
  }
  return parsed.data;
}

const readVersion = (file: string) =>
  z.object({ version: z.string() }).parse(JSON.parse(fs.readFileSync(file, 'utf8'))).version;

/** The store's version, from its package.json (scripts run from the repository). */
export const appVersion = () => readVersion(path.join(process.cwd(), 'package.json'));

export const pgliteVersion = () =>
  readVersion(path.join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json'));

/** How many migrations this version of the store has (drizzle/meta/_journal.json). */
export function knownMigrations(): number {
  const journal = path.join(process.cwd(), 'drizzle', 'meta', '_journal.json');
  const parsed = z
    .object({ entries: z.array(z.unknown()) })
    .parse(JSON.parse(fs.readFileSync(journal, 'utf8')));
  return parsed.entries.length;
}
