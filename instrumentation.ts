// Runs once when Next's server starts (docs/architecture.md, "Serving").
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { closeDatabaseAtExit } = await import('./lib/db/close-at-exit');
  closeDatabaseAtExit();
}
