import type { z } from 'zod';
import {
  lowStockQuerySchema,
  lowStockThresholdSchema,
  stockAdjustmentFormSchema,
  stockAdjustmentSchema,
  stockHistoryQuerySchema,
} from '@/lib/catalogue/schemas/stock';

/** Each field's first message, as a staff form shows it beside the field. */
function messages(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

const variantId = 7;

describe('the stock forms’ schemas', () => {
  it.each([
    [
      { variantId: '7', reason: 'received', change: '3', note: ' Eid delivery ' },
      { variantId, reason: 'received', change: 3, note: 'Eid delivery' },
    ],
    [
      { variantId, reason: 'sold_in_shop', change: '-1' },
      { variantId, reason: 'sold_in_shop', change: -1, note: '' },
    ],
    [
      { variantId, reason: 'damaged', change: -2 },
      { variantId, reason: 'damaged', change: -2, note: '' },
    ],
    [
      { variantId, reason: 'correction', counted: '0' },
      { variantId, reason: 'correction', counted: 0, note: '' },
    ],
  ])('reads %j from a form or a script', (input, expected) => {
    expect(stockAdjustmentSchema.parse(input)).toEqual(expected);
  });

  it.each([
    [
      'no reason',
      { variantId, change: 1 },
      { reason: 'Choose a reason: received, sold in the shop, damaged or a correction' },
    ],
    [
      'received taken away',
      { variantId, reason: 'received', change: '-3' },
      { change: 'Pieces received add to stock: enter how many came in, such as 3' },
    ],
    [
      'damaged added',
      { variantId, reason: 'damaged', change: 1 },
      { change: 'Pieces sold or damaged leave stock: enter them as a negative number, such as -1' },
    ],
    [
      'a change of 0',
      { variantId, reason: 'sold_in_shop', change: '0' },
      { change: 'Enter a change other than 0' },
    ],
    [
      'a change in words',
      { variantId, reason: 'received', change: 'two' },
      { change: 'Enter a whole number of pieces from -100000 to 100000' },
    ],
    [
      'half a piece',
      { variantId, reason: 'received', change: 1.5 },
      { change: 'Enter a whole number of pieces from -100000 to 100000' },
    ],
    [
      'no count',
      { variantId, reason: 'correction', counted: '' },
      { counted: 'Enter the pieces counted, a whole number from 0 to 100000' },
    ],
    ['no variant', { reason: 'received', change: 1 }, { variantId: 'Choose a variant' }],
    [
      'a note too long',
      { variantId, reason: 'received', change: 1, note: 'x'.repeat(501) },
      { note: 'Use at most 500 characters' },
    ],
  ])('%s: says what to fix', (_case, input, expected) => {
    expect(messages(stockAdjustmentSchema, input)).toEqual(expected);
  });

  describe('the staff page’s adjust form', () => {
    it.each([
      [
        { variantId: '7', reason: 'received', change: '3', note: ' Eid delivery ' },
        { variantId, reason: 'received', change: 3, note: 'Eid delivery' },
      ],
      [
        { variantId: '7', reason: 'sold_in_shop', change: '1' },
        { variantId, reason: 'sold_in_shop', change: -1, note: '' },
      ],
      [
        { variantId: '7', reason: 'damaged', change: ' 2 ' },
        { variantId, reason: 'damaged', change: -2, note: '' },
      ],
      [
        { variantId: '7', reason: 'correction', counted: '0', change: '' },
        { variantId, reason: 'correction', counted: 0, note: '' },
      ],
    ])('reads %j as pieces in the reason’s direction', (input, expected) => {
      const read = stockAdjustmentFormSchema.parse(input);
      expect(read).toEqual(expected);
      expect(stockAdjustmentSchema.parse(read)).toEqual(expected);
    });

    it.each([
      [
        'no reason',
        { variantId, change: '1' },
        { reason: expect.stringMatching(/^Choose a reason/) },
      ],
      [
        'a count with a sign',
        { variantId, reason: 'damaged', change: '-2' },
        { change: 'Enter how many pieces, a whole number from 1 to 100000' },
      ],
      [
        'no pieces',
        { variantId, reason: 'received', change: '' },
        { change: 'Enter how many pieces, a whole number from 1 to 100000' },
      ],
      [
        'too many pieces',
        { variantId, reason: 'received', change: '100001' },
        { change: 'Enter how many pieces, a whole number from 1 to 100000' },
      ],
      [
        'a correction without a count',
        { variantId, reason: 'correction', change: '3' },
        { counted: 'Enter the pieces counted, a whole number from 0 to 100000' },
      ],
    ])('%s: says what to fix beside the field', (_case, input, expected) => {
      expect(messages(stockAdjustmentFormSchema, input)).toEqual(expected);
    });
  });

  it('reads an empty threshold as the store’s default, and refuses one below zero', () => {
    expect(lowStockThresholdSchema.parse({ variantId, threshold: '' })).toEqual({
      variantId,
      threshold: null,
    });
    expect(lowStockThresholdSchema.parse({ variantId, threshold: '4' })).toEqual({
      variantId,
      threshold: 4,
    });
    expect(messages(lowStockThresholdSchema, { variantId, threshold: '-1' })).toEqual({
      threshold: "Enter a whole number from 0 to 100000, or leave it empty for the store's default",
    });
  });

  it('gives the lists their defaults, and ignores an empty search', () => {
    expect(lowStockQuerySchema.parse({ page: '', search: '  ' })).toEqual({
      page: 1,
      pageSize: 25,
    });
    expect(stockHistoryQuerySchema.parse({ variantId, cursor: '' })).toEqual({
      variantId,
      limit: 50,
    });
  });
});
