import fc from 'fast-check';
import { xsrfCookieName, xsrfHeaderName } from '@/lib/api/xsrf';
import { guestOrdersCookieName } from '@/lib/ordering/orders/guest-access';
import { freshIp, withXsrf } from '@/tests/api/accounts/helpers';
import { fromAddress } from '@/tests/api/helpers/from-address';
import type { Body } from './bodies';
import { hostileText } from './hostile-values';
import type { Targets } from './parties';

/** Who sends it: nobody, the attacker as an app or a browser, or someone with forged credentials. */
export const callers = ['anonymous', 'bearer', 'cookie', 'cookie-without-xsrf', 'forged'] as const;
export type Caller = (typeof callers)[number];

export type HostileRequest = {
  caller: Caller;
  params: Record<string, string | string[]>;
  /** Raw, without the `?`. */
  query: string;
  headers: Record<string, string>;
  body?: Body | undefined;
};

const utf8Escapes = (code: number) =>
  [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)]
    .map((byte) => `%${byte.toString(16).toUpperCase()}`)
    .join('');

/** Percent-encodes like encodeURIComponent, but lone surrogates become invalid UTF-8 bytes. */
export function encodeLoosely(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text
      .split(/([\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/)
      .map((part, index) => (index % 2 ? utf8Escapes(part.charCodeAt(0)) : encodeLoosely(part)))
      .join('');
  }
}

/** A query string: known and unknown keys, repeated keys, and raw malformed escapes. */
export function queryStrings(keys: string[]): fc.Arbitrary<string> {
  const key = keys.length
    ? fc.oneof({ arbitrary: fc.constantFrom(...keys), weight: 4 }, hostileText)
    : hostileText;
  const pairs = fc
    .array(fc.tuple(key, hostileText), { maxLength: 6 })
    .map((list) => list.map(([k, v]) => `${encodeLoosely(k)}=${encodeLoosely(v)}`).join('&'));
  const rawTail = fc.constantFrom(
    '',
    '',
    '',
    '&%',
    '&%zz=%E0%A4',
    '&=&&==',
    '&a[]=1&a[]=2',
    '&%00=%00',
    '&x=%ED%A0%80',
  );
  return fc.tuple(pairs, rawTail).map(([text, tail]) => text + tail);
}

/** Texts that are legal header values (Latin-1 without controls), hostile otherwise. */
const headerSafe = (text: string) => text.replace(/[^\x20-\x7e]/g, '');
const hostileHeader = fc.oneof(
  hostileText.map(headerSafe),
  fc.constantFrom(
    '',
    ' ',
    'Bearer',
    'Bearer ',
    'Bearer a.b.c',
    'null',
    'undefined',
    "' OR 1=1 --",
    'a'.repeat(8_000),
  ),
);

/** A forged or tampered identity: garbage tokens and cookies. */
const forgedHeaders = fc.oneof(
  hostileHeader.map((value) => ({ authorization: `Bearer ${value}` })),
  hostileHeader.map((value) => ({ cookie: `authjs.session-token=${value}` })),
  hostileHeader.map((value) => ({ cookie: `${guestOrdersCookieName}=${value}~${value}` })),
  hostileHeader.map((value) => ({
    cookie: `${xsrfCookieName}=${value}; __Secure-authjs.session-token=${value}`,
    [xsrfHeaderName]: value,
  })),
);

/** Extra headers: hostile client addresses and content types, now and then. */
export const noiseHeaders = fc.record(
  {
    'x-forwarded-for': hostileHeader,
    'content-type': fc.constantFrom(
      'text/plain',
      'application/json; charset=utf-16',
      'multipart/form-data',
      '*/*',
    ),
    'idempotency-key': hostileHeader,
    accept: hostileHeader,
  },
  { requiredKeys: [] },
);

export type RequestParts = {
  params: fc.Arbitrary<Record<string, string | string[]>>;
  queryKeys: string[];
  body?: fc.Arbitrary<Body | undefined>;
  headers?: fc.Arbitrary<Record<string, string>>;
};

export function hostileRequests(parts: RequestParts): fc.Arbitrary<HostileRequest> {
  return fc.record({
    caller: fc.constantFrom(...callers),
    params: parts.params,
    query: queryStrings(parts.queryKeys),
    headers: fc
      .tuple(
        fc.oneof({ arbitrary: fc.constant({}), weight: 3 }, { arbitrary: noiseHeaders, weight: 1 }),
        parts.headers ?? fc.constant({}),
        forgedHeaders,
      )
      .map(([noise, own, forged]) => ({ ...own, ...noise, ...forged })),
    ...(parts.body ? { body: parts.body } : {}),
  });
}

/** The headers of a request as its caller sends them (the forged ones only for 'forged'). */
export function headersOf(request: HostileRequest, targets: Targets): Record<string, string> {
  const { authorization, cookie, [xsrfHeaderName]: forgedXsrf, ...rest } = request.headers;
  const headers: Record<string, string> = { ...fromAddress(freshIp()), ...rest };
  if (request.body?.contentType && !('content-type' in rest)) {
    headers['content-type'] = request.body.contentType;
  }
  const { attacker } = targets;
  switch (request.caller) {
    case 'bearer':
      headers.authorization = `Bearer ${attacker.token}`;
      break;
    case 'cookie': {
      const browser = withXsrf(attacker.session);
      headers.cookie = browser.cookie;
      headers[xsrfHeaderName] = browser.token;
      break;
    }
    case 'cookie-without-xsrf':
      headers.cookie = attacker.session;
      break;
    case 'forged':
      Object.assign(headers, { authorization, cookie, [xsrfHeaderName]: forgedXsrf });
      for (const name of Object.keys(headers))
        if (headers[name] === undefined) delete headers[name];
      break;
  }
  return headers;
}
