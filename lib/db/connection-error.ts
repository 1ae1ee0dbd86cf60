/** Turns a failure to open or migrate the database into one line a person can act on. */
export function describeConnectionError(error: unknown, databaseUrl?: string): string {
  const reason = rootReason(error);
  if (!databaseUrl) return `Cannot open the embedded database: ${reason}`;
  return `Cannot use the database at ${redactPassword(databaseUrl)} (DATABASE_URL): ${reason}`;
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
