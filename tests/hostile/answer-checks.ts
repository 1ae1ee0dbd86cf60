/** What an error answer must never show: stack frames, source paths, SQL, driver internals. */
const internals: [string, RegExp][] = [
  ['a stack frame', /\n\s*at |\bat [\w.<>]+ \(|\bat (?:async )?\//],
  ['a source file', /\.(?:ts|tsx|js|mjs):\d+/],
  ['node_modules', /node_modules/],
  ['a server path', /\/(?:tmp|work|home|usr)\/\w/],
  ['SQL', /\b(?:SELECT|INSERT|UPDATE|DELETE) [\s\S]*\b(?:FROM|INTO|SET|WHERE)\b/],
  ['a PostgreSQL error', /syntax error|\bpg_\w|violates .* constraint|invalid byte sequence/i],
  ['an error class', /\b(?:TypeError|RangeError|SyntaxError|ReferenceError|ZodError)\b/],
];
const passwordHash = /\$argon2/;

export type Exchange = {
  /** Everything the request sent, so that text it echoes back is not taken for a leak. */
  sent: string;
  status: number;
  headers: Headers;
  text: string;
  /** Texts that must not appear in the answer unless the request itself sent them. */
  secrets: string[];
};

function errorShapeProblem(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'not an object';
  const keys = Object.keys(body);
  if (keys.length !== 1 || keys[0] !== 'error') return `keys ${keys.join(',')}`;
  const error = (body as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return 'error is not an object';
  const { code, message, fields, ...rest } = error as Record<string, unknown>;
  if (typeof code !== 'string' || code === '') return 'no error.code';
  if (typeof message !== 'string' || message === '') return 'no error.message';
  if (Object.keys(rest).length) return `extra keys ${Object.keys(rest).join(',')}`;
  if (fields === undefined) return null;
  const values = typeof fields === 'object' && fields !== null ? Object.values(fields) : [null];
  return values.every((value) => typeof value === 'string') ? null : 'fields are not texts';
}

function parsed(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * Everything wrong with one answer to a hostile request: a 5xx, a body that is not JSON,
 * an error outside the contract's shape, a redirect off the site, internals in the text,
 * or someone else's data.
 */
export function answerProblems({ sent, status, headers, text, secrets }: Exchange): string[] {
  const problems: string[] = [];
  if (status >= 500) problems.push(`status ${status}`);
  const body = text === '' ? { ok: true as const, value: undefined } : parsed(text);
  if (!body.ok) problems.push('the body is not JSON');
  if (text !== '' && !headers.get('content-type')?.startsWith('application/json')) {
    problems.push(`content-type ${headers.get('content-type')}`);
  }
  if (status >= 400 && body.ok) {
    const shape = errorShapeProblem(body.value);
    if (shape) problems.push(`error shape: ${shape}`);
  }
  if (status >= 300 && status < 400) {
    const location = headers.get('location') ?? '';
    if (!/^\/(?![/\\])/.test(location)) problems.push(`redirects to ${JSON.stringify(location)}`);
  }
  // A success may hold what the attacker stored earlier (an order named "SELECT …"): only
  // errors, whose texts are the server's own, are searched for internals.
  const searched = status >= 300 ? internals : [];
  for (const [what, pattern] of [...searched, ['a password hash', passwordHash] as const]) {
    if (pattern.test(text) && !pattern.test(sent)) problems.push(`shows ${what}`);
  }
  for (const secret of secrets) {
    if (text.includes(secret) && !sent.includes(secret)) problems.push(`shows ${secret}`);
  }
  return problems;
}
