// Runs once when Next's server starts (docs/architecture.md, "Serving").
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { closeDatabaseAtExit } = await import('./lib/db/close-at-exit');
  closeDatabaseAtExit();
  const { env } = await import('./lib/env');
  const { installServerHooks } = await import('./lib/http/server/server-hooks');
  installServerHooks({ trustedHops: env.TRUSTED_PROXY_HOPS });
}
