import { parseArgs } from 'node:util';
import { z } from 'zod';
import { run } from './lib/run';

// npm run db:restore -- FILE [--force] — restores a backup of `npm run db:backup` into the
// configured database (empty, unless --force) and DATA_DIR/media, then migrates it.
const argsSchema = z.object({
  file: z.string({ error: 'Name the backup to restore: npm run db:restore -- FILE [--force]' }),
  force: z.boolean(),
});

run(async () => {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  if (positionals.length > 1) throw new Error(`Name one backup, not ${positionals.length}`);
  const args = argsSchema.safeParse({ file: positionals[0], force: values.force });
  if (!args.success) throw new Error(args.error.issues[0]!.message);
  const { env } = await import('@/lib/env');
  const { storeTargetOf } = await import('@/lib/bootstrap/backup/target');
  const { restoreBackup } = await import('@/lib/bootstrap/backup/restore-backup');
  await restoreBackup({
    target: storeTargetOf(env),
    file: args.data.file,
    force: args.data.force,
    log: console.log,
  });
  console.log('Restored: the store can be started');
});
