import { privateBuild } from './private-build';
import { spawnServer } from '../../scripts/lib/serve-command';

// Started by e2e/security/forged-forwarding.spec.ts: a store whose per-IP limits are the
// real ones (the main end-to-end store multiplies them by 50), on the main store's build
// and a fresh embedded database of its own (DATA_DIR, emptied by the spec), no catalogue.
const port = Number(process.env.PORT);

async function main() {
  const dir = privateBuild(`data/e2e-strict-${port}`);
  const { prepareDatabase } = await import('@/lib/bootstrap/prepare');
  await prepareDatabase({ seed: 'never' });
  const store = spawnServer(
    { port, dir },
    { env: { ...process.env, SITE_URL: `http://localhost:${port}` }, stdio: 'inherit' },
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => store.kill(signal));
  }
  store.on('exit', (code) => process.exit(code ?? 0));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
