import { parseArgs } from 'node:util';
import { z } from 'zod';
import { run } from './lib/run';

// npm run db:backup [-- --out FILE] — the database, local photos and a manifest in one
// .tar.gz (README, "Backups"). The embedded database must not be open: stop the store first.
const argsSchema = z.object({
  out: z
    .string()
    .min(1, { error: '--out must name a file' })
    .refine((value) => value.endsWith('.tar.gz'), { error: '--out must end in .tar.gz' })
    .optional(),
});

run(async () => {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const args = argsSchema.safeParse(values);
  if (!args.success) throw new Error(args.error.issues[0]!.message);
  const { env } = await import('@/lib/env');
  const { storeTargetOf } = await import('@/lib/bootstrap/backup/target');
  const { createBackup } = await import('@/lib/bootstrap/backup/create-backup');
  await createBackup({ target: storeTargetOf(env), out: args.data.out, log: console.log });
});
