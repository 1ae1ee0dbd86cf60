import fc from 'fast-check';
import { isLineMeasurements } from '@/lib/ordering/schemas/measurements-shape';
import { lineMeasurementsSchema } from '@/lib/ordering/schemas/measurements';

// The shopper's pages check a stored line's measurements without zod; the server reads them
// with lineMeasurementsSchema. The two must agree on every value, or a line the server takes
// would be dropped from the restored cart (or one it refuses kept).
const agree = (value: unknown) =>
  expect(isLineMeasurements(value)).toBe(lineMeasurementsSchema.safeParse(value).success);

const amount = fc.oneof(
  fc.double({ noNaN: false }),
  fc.integer({ min: -2, max: 80 }),
  fc.constantFrom(0, -0, Infinity, '34', null),
);
const key = fc.oneof(
  fc.constantFrom('bust', 'waist', 'hip', 'length', 'a'.repeat(40), 'a'.repeat(41), 'Bust', ''),
  fc.string({ maxLength: 6 }),
);
const measurements = fc.record(
  {
    unit: fc.constantFrom('in', 'cm', 'mm', 3, undefined),
    values: fc.oneof(
      fc.dictionary(key, amount, { maxKeys: 24 }),
      fc.constantFrom(null, [], [34], 'bust'),
    ),
    note: fc.oneof(
      fc.string({ maxLength: 8 }),
      fc.constantFrom(' '.repeat(600), `${'x'.repeat(500)}  `, 'x'.repeat(501), 7, null),
    ),
    extra: fc.anything(),
  },
  { requiredKeys: ['unit', 'values'] },
);

describe('the shopper-side check of a line’s measurements', () => {
  it.each([
    ['measurements in inches', { unit: 'in', values: { bust: 34, waist: 28.5 } }],
    ['a note', { unit: 'cm', values: { hip: 96 }, note: ' heels ' }],
    ['no measurement at all', { unit: 'in', values: {} }],
    ['a zero', { unit: 'in', values: { bust: 0 } }],
    ['an infinite value', { unit: 'in', values: { bust: Infinity } }],
    ['an unknown unit', { unit: 'mm', values: { bust: 34 } }],
    [
      '21 measurements',
      {
        unit: 'in',
        values: Object.fromEntries('abcdefghijklmnopqrstu'.split('').map((k) => [k, 1])),
      },
    ],
    ['a list', [{ unit: 'in', values: {} }]],
    ['nothing', null],
  ])('answers as the server does for %s', (_, value) => agree(value));

  it('answers as the server does for any value', () => {
    fc.assert(fc.property(measurements, agree), { numRuns: 2000 });
  });
});
