import { z } from 'zod';
import { stockRules } from '@/lib/config';

/** Reasons a staff member gives with a change of so many pieces. */
export const changeReasons = ['received', 'sold_in_shop', 'damaged'] as const;
/** Every reason a staff member may give; a correction sets the stock to what was counted. */
export const adjustmentReasons = [...changeReasons, 'correction'] as const;
export type AdjustmentReason = (typeof adjustmentReasons)[number];

const { maxQuantity } = stockRules;

/** A form sends text ("3", "-2"), a script a number: both are read as a whole number. */
const asWholeNumber = (value: number | string) =>
  typeof value === 'string' && /^\s*[+-]?\d{1,15}\s*$/.test(value) ? Number(value) : value;

function wholeNumber(message: string, min: number, max: number) {
  return z
    .union([z.number(), z.string()], { error: message })
    .transform(asWholeNumber)
    .pipe(
      z
        .number({ error: message })
        .int({ error: message })
        .min(min, { error: message })
        .max(max, { error: message }),
    );
}

/** A whole number, or undefined when the field is missing or left empty. */
function optionalWholeNumber(message: string, min: number, max: number) {
  return z
    .union([z.number(), z.string()], { error: message })
    .optional()
    .transform((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value))
    .pipe(wholeNumber(message, min, max).optional());
}

const variantId = wholeNumber('Choose a variant', 1, 2_147_483_647);

const note = z
  .string({ error: 'Write the note as text' })
  .trim()
  .max(stockRules.noteLength, { error: `Use at most ${stockRules.noteLength} characters` })
  .default('');

const reasonMessage = 'Choose a reason: received, sold in the shop, damaged or a correction';

/** Which way each reason moves stock; a correction may go either way. */
const changeSign: Record<(typeof changeReasons)[number], 1 | -1> = {
  received: 1,
  sold_in_shop: -1,
  damaged: -1,
};

const signMessage = {
  1: 'Pieces received add to stock: enter how many came in, such as 3',
  [-1]: 'Pieces sold or damaged leave stock: enter them as a negative number, such as -1',
} as const;

const changeSchema = z
  .object({
    variantId,
    reason: z.enum(changeReasons, { error: reasonMessage }),
    change: wholeNumber(
      `Enter a whole number of pieces from -${maxQuantity} to ${maxQuantity}`,
      -maxQuantity,
      maxQuantity,
    ).refine((change) => change !== 0, { error: 'Enter a change other than 0' }),
    note,
  })
  .superRefine((input, context) => {
    const sign = changeSign[input.reason];
    if (input.change !== 0 && Math.sign(input.change) !== sign) {
      context.addIssue({ code: 'custom', path: ['change'], message: signMessage[sign] });
    }
  });

const correctionSchema = z.object({
  variantId,
  reason: z.literal('correction', { error: reasonMessage }),
  counted: wholeNumber(
    `Enter the pieces counted, a whole number from 0 to ${maxQuantity}`,
    0,
    maxQuantity,
  ),
  note,
});

/**
 * A staff adjustment of one variant's stock: a change of so many pieces with its reason,
 * or a correction to the number of pieces counted on the shelf.
 */
export const stockAdjustmentSchema = z.discriminatedUnion(
  'reason',
  [changeSchema, correctionSchema],
  { error: reasonMessage },
);
export type StockAdjustmentInput = z.input<typeof stockAdjustmentSchema>;
export type StockAdjustment = z.output<typeof stockAdjustmentSchema>;

const piecesMessage = `Enter how many pieces, a whole number from 1 to ${maxQuantity}`;

/** Pieces received, sold or damaged as a count of pieces: the reason gives the direction. */
const changeFormSchema = z
  .object({
    variantId,
    reason: z.enum(changeReasons, { error: reasonMessage }),
    change: wholeNumber(piecesMessage, 1, maxQuantity),
    note,
  })
  .transform((input) => ({ ...input, change: changeSign[input.reason] * input.change }));

/**
 * The staff page's adjust form, read into a StockAdjustment: staff enter how many pieces
 * (3 damaged, not -3), or for a correction the pieces counted.
 */
export const stockAdjustmentFormSchema = z.discriminatedUnion(
  'reason',
  [changeFormSchema, correctionSchema],
  { error: reasonMessage },
);

/** A variant's own low-stock threshold; empty (null) falls back to the store's default. */
export const lowStockThresholdSchema = z.object({
  variantId,
  threshold: optionalWholeNumber(
    `Enter a whole number from 0 to ${maxQuantity}, or leave it empty for the store's default`,
    0,
    maxQuantity,
  )
    .nullable()
    .transform((value) => value ?? null),
});
export type LowStockThresholdInput = z.input<typeof lowStockThresholdSchema>;

const pageSize = (fallback: number) =>
  optionalWholeNumber(
    `Choose from 1 to ${stockRules.maxPageSize} rows`,
    1,
    stockRules.maxPageSize,
  ).transform((value) => value ?? fallback);

/** A variant's stock history, newest first; `cursor` is the last movement id already shown. */
export const stockHistoryQuerySchema = z.object({
  variantId,
  cursor: optionalWholeNumber('Open the history from its first page', 1, Number.MAX_SAFE_INTEGER),
  limit: pageSize(stockRules.historyPageSize),
});
export type StockHistoryQuery = Omit<z.input<typeof stockHistoryQuerySchema>, 'variantId'>;

/** The low-stock list, or a search of every variant: a page of it, narrowed by a name or SKU. */
export const lowStockQuerySchema = z.object({
  page: optionalWholeNumber('Choose a page from 1 to 1000000', 1, 1_000_000).transform(
    (value) => value ?? 1,
  ),
  pageSize: pageSize(stockRules.lowStockPageSize),
  search: z
    .string({ error: 'Search with text' })
    .trim()
    .max(100, { error: 'Search with at most 100 characters' })
    .optional()
    .transform((value) => value || undefined),
});
export type LowStockQuery = z.input<typeof lowStockQuerySchema>;
