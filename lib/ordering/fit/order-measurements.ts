import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { Transaction } from '@/lib/db/client';
import { categories, products, variants } from '@/lib/db/schema';
import { validationFailed, type FieldErrors } from '@/lib/domain-error';
import { measurementProblems, type LineMeasurements } from '@/lib/ordering/schemas/measurements';

type Line = { id: number; measurements?: LineMeasurements };

/** What an order line keeps: each measurement with its unit, as staff pages and invoices read it. */
export type StoredLine = {
  measurements: Record<string, { value: number; unit: string }> | null;
  note: string;
};

const stored = (line: LineMeasurements): StoredLine => ({
  measurements: Object.fromEntries(
    Object.entries(line.values).map(([key, value]) => [key, { value, unit: line.unit }]),
  ),
  note: line.note ?? '',
});

/** Whether each variant's piece is made to measure, and what its category asks for. */
async function fitOf(tx: Transaction, ids: number[]) {
  const rows = await tx
    .select({
      id: variants.id,
      madeToMeasure: products.madeToMeasure,
      fields: categories.measurementFields,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(categories, eq(categories.id, products.mainCategoryId))
    .where(inArray(variants.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The measurements of an order's lines, checked against each piece's category inside the
 * order's transaction: measurements on a piece not made to measure, a key its category does
 * not ask for, one missing or out of range refuse the whole order (400). Lines without
 * measurements keep none: a made-to-measure piece may be ordered in a standard size.
 */
export async function orderMeasurements(
  tx: Transaction,
  lines: readonly Line[],
): Promise<Map<number, StoredLine>> {
  const measured = lines.filter((line) => line.measurements);
  if (measured.length === 0) return new Map();
  const fit = await fitOf(
    tx,
    measured.map((line) => line.id),
  );
  const problems: FieldErrors = {};
  lines.forEach((line, index) => {
    if (!line.measurements) return;
    const piece = fit.get(line.id);
    const at = `items.${index}.measurements`;
    if (!piece?.madeToMeasure) {
      problems[at] = 'This piece is not made to measure';
      return;
    }
    for (const [path, message] of Object.entries(
      measurementProblems(piece.fields, line.measurements),
    )) {
      problems[`${at}.${path}`] = message;
    }
  });
  if (Object.keys(problems).length > 0) throw validationFailed(problems);
  return new Map(measured.map((line) => [line.id, stored(line.measurements!)]));
}
