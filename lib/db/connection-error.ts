/**
 * Turns a failure to open or migrate the database into one line a person can act on.
 * `dataDir` is the embedded database's directory, named when its files cannot be read.
 */
export function describeConnectionError(
  error: unknown,
  databaseUrl?: string,
  dataDir?: string,
): string {
  const reason = rootReason(error);
  if (databaseUrl) {
    return `Cannot use the database at ${redactPassword(databaseUrl)} (DATABASE_URL): ${reason}`;
  }
  if (dataDir && isEngineAbort(reason)) return damagedDataDir(dataDir);
  return `Cannot open the embedded database: ${reason}`;
}

/**
 * PGlite is PostgreSQL compiled to WebAssembly: when PostgreSQL gives up while starting
 * (a PANIC, such as "could not locate a valid checkpoint record"), all that reaches
 * JavaScript is Emscripten's abort, "Aborted()"; the reason goes to PGlite's own log.
 */
const isEngineAbort = (reason: string) => reason.startsWith('Aborted(');

function damagedDataDir(dataDir: string): string {
  return (
    `Cannot open the embedded database in ${dataDir}: PostgreSQL stopped while reading its ` +
    'files, which are most likely damaged (as when the machine or the server stops part-way ' +
    `through a write). No data was changed. Move ${dataDir} aside, then restore a backup ` +
    '(npm run db:restore -- FILE) or run npm start for a new demo store.'
  );
}

export function redactPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(an unparsable URL)';
  }
}

/** The innermost reason: Drizzle wraps driver errors ("Failed query: ...") in `cause`. */
function rootReason(error: unknown): string {
  let current: unknown = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  if (!(current instanceof Error)) return String(current);
  const { code } = current as NodeJS.ErrnoException;
  const message =
    current.message || (current instanceof AggregateError ? current.errors[0]?.message : '');
  if (message) return message;
  return code ?? current.name;
}
