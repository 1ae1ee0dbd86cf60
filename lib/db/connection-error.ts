/** Turns a failure to open or migrate the database into one line a person can act on. */
export function describeConnectionError(error: unknown, databaseUrl?: string): string {
  const reason = error instanceof Error ? error.message || error.name : String(error);
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
