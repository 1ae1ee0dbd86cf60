import { spawnSync } from 'node:child_process';
import { buildIsFresh, recordBuild, sourceStamp } from './lib/build-stamp';
import { run } from './lib/run';
import { completeStandalone, spawnServer } from './lib/serve-command';

const nextBin = require.resolve('next/dist/bin/next');
// This machine may have no route to the internet: nothing should try to phone home.
const nextEnv: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

// npm start — migrate, seed an empty database, build when missing or stale, then serve.
// With --build-only it stops before serving (npm test builds ahead this way).
const buildOnly = process.argv.includes('--build-only');

run(async () => {
  const { env } = await import('@/lib/env');
  const { prepareDatabase } = await import('@/lib/bootstrap/prepare');
  await prepareDatabase({ seed: 'if-empty', log: console.log });

  const stamp = sourceStamp([env.SITE_URL]);
  if (!buildIsFresh(stamp)) {
    console.log('Building the store (the first start takes a few minutes)…');
    const build = spawnSync(process.execPath, [nextBin, 'build'], {
      stdio: 'inherit',
      env: nextEnv,
    });
    if (build.status !== 0) throw new Error('The build failed; see the messages above');
    recordBuild(stamp);
  }
  completeStandalone();
  if (buildOnly) return;

  // The embedded demo has no SMS or mail gateway: show what it would send at /dev/outbox.
  const noSms = env.SMS_PROVIDER === 'generic' && !env.SMS_GATEWAY_URL;
  const demo = !env.DATABASE_URL && noSms && !env.SMTP_URL;
  if (demo && !process.env.DEV_OUTBOX_PAGE) {
    nextEnv.DEV_OUTBOX_PAGE = 'true';
    console.log(`Demo mode: codes and e-mails are shown at ${env.SITE_URL}/dev/outbox`);
  }
  console.log(`Serving the store on ${env.SITE_URL} (port ${env.PORT})`);
  const server = spawnServer({ port: env.PORT }, { env: nextEnv, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => server.kill(signal));
  }
  const code = await new Promise<number>((resolve) =>
    server.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 0 : 1))),
  );
  process.exit(code);
});
