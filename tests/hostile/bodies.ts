import fc from 'fast-check';
import { deepArray, deepObject, hostileJsonValue, hostileText } from './hostile-values';

export type Body = { text?: string; bytes?: Uint8Array; contentType?: string };

const json = 'application/json';
const form = 'application/x-www-form-urlencoded';
const megabyte = 1024 * 1024;

/** Bodies of a megabyte and more: as one JSON string, as many fields, as plain bytes. */
const hugeBodies: Body[] = [
  { text: `{"name":"${'a'.repeat(megabyte)}"}`, contentType: json },
  { text: `[${'1,'.repeat(megabyte / 2)}1]`, contentType: json },
  {
    text: `{"items":[${'{"id":1,"quantity":1},'.repeat(60_000)}{"id":1,"quantity":1}]}`,
    contentType: json,
  },
  { text: `tran_id=${'x'.repeat(megabyte)}&status=VALID`, contentType: form },
  { bytes: new Uint8Array(megabyte + 1).fill(0x7b), contentType: json },
];

/** Bytes that are not UTF-8: lone continuation bytes, overlongs, truncated sequences. */
const invalidUtf8 = fc.oneof(
  fc.constantFrom(
    Uint8Array.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    Uint8Array.from([
      0x7b, 0x22, 0x65, 0x6d, 0x61, 0x69, 0x6c, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x22, 0x7d,
    ]),
    Uint8Array.from([0x22, 0xed, 0xa0, 0x80, 0x22]),
    Uint8Array.from([0xe0, 0xa4]),
    Uint8Array.from([0x00, 0x00, 0x00]),
  ),
  fc.uint8Array({ minLength: 1, maxLength: 64 }),
);

const withOwnKey = (target: Record<string, unknown>, key: string, value: unknown) =>
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });

type Path = string[];

function leafPaths(value: unknown, prefix: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  const entries = Object.entries(value);
  return [prefix, ...entries.flatMap(([key, inner]) => leafPaths(inner, [...prefix, key]))];
}

/** A copy of `valid` with the value at `path` replaced (an own property even for `__proto__`). */
function replaced(valid: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(valid) as Record<string, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  withOwnKey(node, path.at(-1)!, value);
  return copy;
}

const pollutionKeys = [
  '__proto__',
  'constructor',
  'prototype',
  'isStaff',
  'is_staff',
  'user_id',
  'id',
  'total',
  'price',
  'status',
];

/** The valid body with one value, one new key, or a prototype-pollution key made hostile. */
function mutationsOf(valid: unknown): fc.Arbitrary<Body> {
  const paths = leafPaths(valid);
  const objectPaths = paths.filter((path) => {
    const node = path.reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], valid);
    return typeof node === 'object' && node !== null && !Array.isArray(node);
  });
  const changeValue = fc
    .tuple(fc.constantFrom(...paths), hostileJsonValue)
    .map(([path, value]) => replaced(valid, path, value));
  const addKey = fc
    .tuple(
      fc.constantFrom(...(objectPaths.length ? objectPaths : [[]])),
      fc.oneof(fc.constantFrom(...pollutionKeys), hostileText),
      hostileJsonValue,
    )
    .map(([path, key, value]) => {
      const copy = structuredClone(valid) as Record<string, unknown>;
      const node = path.reduce<Record<string, unknown>>(
        (at, k) => at[k] as Record<string, unknown>,
        copy,
      );
      if (typeof node === 'object' && node !== null) withOwnKey(node, key, value);
      return copy;
    });
  return fc
    .oneof({ arbitrary: changeValue, weight: 3 }, { arbitrary: addKey, weight: 1 })
    .map((value) => ({ text: JSON.stringify(value), contentType: json }));
}

/** JSON text that names `__proto__` and `constructor.prototype` the way a raw request can. */
const rawPollution = (valid: unknown): Body => {
  const inner = JSON.stringify(valid).slice(1, -1);
  const poison =
    '"__proto__":{"isStaff":true,"is_staff":true},"constructor":{"prototype":{"isStaff":true}}';
  return { text: `{${poison}${inner ? `,${inner}` : ''}}`, contentType: json };
};

const wrongShapes = fc.constantFrom<Body>(
  { text: 'null', contentType: json },
  { text: 'true', contentType: json },
  { text: '42', contentType: json },
  { text: '"text"', contentType: json },
  { text: '[]', contentType: json },
  { text: '[{}]', contentType: json },
  { text: '{}', contentType: json },
  { text: '{"items":{}}', contentType: json },
  { text: deepArray(10_000), contentType: json },
  { text: deepObject(10_000), contentType: json },
  { text: `{"items":${deepArray(10_000)}}`, contentType: json },
  { text: `{"email":${deepObject(10_000)}}`, contentType: json },
  { text: '{"a":1,"a":2,', contentType: json },
  { text: '{"email":"a@b.c"}', contentType: 'text/plain' },
  { text: 'email=a%40b.c&password=x', contentType: form },
);

const nonJson = hostileText.map((text): Body => ({ text, contentType: json }));
const anyJson = hostileJsonValue.map((value): Body => ({
  text: JSON.stringify(value),
  contentType: json,
}));
const bytes = invalidUtf8.map((value): Body => ({ bytes: value, contentType: json }));
const huge = fc.constantFrom(...hugeBodies);

/** Hostile JSON bodies around valid ones (or none, for routes that take no body). */
export function jsonBodies(...valid: unknown[]): fc.Arbitrary<Body> {
  const nearValid = valid.length ? fc.constantFrom(...valid).chain(mutationsOf) : anyJson;
  return fc.oneof(
    { arbitrary: nearValid, weight: 12 },
    { arbitrary: wrongShapes, weight: 3 },
    { arbitrary: anyJson, weight: 3 },
    { arbitrary: nonJson, weight: 2 },
    { arbitrary: bytes, weight: 2 },
    { arbitrary: fc.constantFrom(...[{}, ...valid].map(rawPollution)), weight: 1 },
    { arbitrary: huge, weight: 1 },
    { arbitrary: fc.constant<Body>({}), weight: 1 },
  );
}

/** Hostile forms, as the payment gateway's callbacks receive them. */
export function formBodies(valid: Record<string, string>): fc.Arbitrary<Body> {
  const keys = fc.oneof(fc.constantFrom(...Object.keys(valid), ...pollutionKeys), hostileText);
  const fields = fc.array(fc.tuple(keys, hostileText), { maxLength: 8 }).map((pairs) => {
    const params = new URLSearchParams(valid);
    for (const [key, value] of pairs) params.append(key, value);
    return { text: params.toString(), contentType: form };
  });
  return fc.oneof(
    { arbitrary: fields, weight: 12 },
    { arbitrary: jsonBodies(valid), weight: 4 },
    { arbitrary: hostileText.map((text): Body => ({ text, contentType: form })), weight: 2 },
  );
}
