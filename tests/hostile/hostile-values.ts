import fc from 'fast-check';

/** Texts that have broken web apps before: SQL and LIKE metacharacters, markup, escapes. */
export const nastyTexts = [
  "'",
  '"',
  '\\',
  '%',
  '_',
  '%_%',
  '\\%',
  "' OR '1'='1",
  "'; DROP TABLE products; --",
  "1' UNION SELECT password_hash FROM users --",
  '/* comment */',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  'x\uDC00y',
  '\uFFFE\uFFFF',
  '\u202Egnp.exe',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  '..%2f..%2f',
  '%00',
  '%zz',
  '%E0%A4%A',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '-0',
  '1e309',
  '0x1F',
  '00042',
  '9'.repeat(40),
  '9007199254740993',
  '2147483648',
  ' ',
  '\t\r\n',
  'লাল বেনারসি',
  '𝓛𝓮𝓱𝓮𝓷𝓰𝓪',
  '🧕🏽‍♀️',
];

/** Numbers written as text, in and beyond every range a schema might check. */
const numberText = fc.oneof(
  fc.integer().map(String),
  fc.double().map(String),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
);

const longText = fc
  .tuple(
    fc.constantFrom('a', '%', "'", '<b>', '\u0000', 'ব'),
    fc.integer({ min: 2_000, max: 10_240 }),
  )
  .map(([piece, times]) => piece.repeat(times));

/** One hostile text: unicode of every kind, metacharacters, numbers, 10 KB strings. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...nastyTexts), weight: 5 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }), weight: 1 },
  {
    arbitrary: fc
      .array(fc.constantFrom(...nastyTexts), { minLength: 2, maxLength: 5 })
      .map((parts) => parts.join('')),
    weight: 3,
  },
  { arbitrary: numberText, weight: 2 },
  { arbitrary: longText, weight: 1 },
);

/** Deep nesting that a recursive parser or validator would not survive. */
export const deepArray = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
export const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/** Any JSON value, including the wrong type for whatever a field expects. */
export const hostileJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileText, weight: 4 },
  {
    // 2^31 is past PostgreSQL's integer; 2^53 + 2 is past a safe integer.
    arbitrary: fc.constantFrom(null, true, false, 0, -0, -1, 1.5, 1e308, 2 ** 31, 2 ** 53 + 2),
    weight: 2,
  },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  { arbitrary: fc.array(hostileText, { maxLength: 3 }), weight: 1 },
  { arbitrary: fc.dictionary(hostileText, hostileText, { maxKeys: 3 }), weight: 1 },
);
