import 'server-only';

// Node socket errors and PostgreSQL's "connection exception" (class 08), shutdown (57P0x),
// too-many-connections and statement-timeout (57014) codes: the database cannot answer
// now, but may soon.
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '57014',
]);

// node-postgres and PGlite report some of these conditions by message only. A transaction
// whose connection died ends with node-postgres refusing its ROLLBACK ("not queryable").
const unavailableMessage =
  /connection terminated|connection timeout|timeout exceeded when trying to connect|Connection is closed|PGlite is closed|is not queryable/i;

function isUnavailableItself(error: object): boolean {
  const code = 'code' in error ? error.code : undefined;
  if (typeof code === 'string' && (unavailableCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code))) {
    return true;
  }
  return error instanceof Error && unavailableMessage.test(error.message);
}

/** True when the error, or one it wraps (Drizzle and AggregateError do), passes the test. */
function anyInChain(error: unknown, test: (error: object) => boolean, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  if (test(error)) return true;
  if (error instanceof AggregateError && error.errors.some((e) => anyInChain(e, test, depth + 1))) {
    return true;
  }
  return 'cause' in error && anyInChain(error.cause, test, depth + 1);
}

/** The database cannot be reached now (503). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return anyInChain(error, isUnavailableItself);
}

/**
 * PostgreSQL refused a value (class 22, data exception: a NUL character in text, a number
 * out of range): the values came from the request, so it is the client's error.
 */
export function isDataException(error: unknown): boolean {
  return anyInChain(
    error,
    (e) => 'code' in e && typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code),
  );
}

/** The name of the unique index a write collided with (PostgreSQL 23505), or null. */
export function uniqueViolation(error: unknown): string | null {
  let constraint: string | null = null;
  anyInChain(error, (e) => {
    if ('code' in e && e.code === '23505') {
      constraint = 'constraint' in e && typeof e.constraint === 'string' ? e.constraint : '';
      return true;
    }
    return false;
  });
  return constraint;
}
