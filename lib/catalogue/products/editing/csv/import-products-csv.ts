import 'server-only';
import { getDb } from '@/lib/db/client';
import { writeTransaction } from '@/lib/db/write-transaction';
import type { Actor } from '@/lib/identity';
import { assertMayEditCatalogue } from '../may-edit';
import { saveProducts, type SaveSource } from '../save/save-products';
import { refusingTakenValues } from '../save/checks';
import type { ImportProductChange } from './describe-change';
import { productIdsNamed } from './import-context';
import type { ImportIssue } from './import-types';
import { planImport, type ImportPlan } from './plan-import';
import { readCsv } from './read-csv';

export type ImportOptions = {
  dryRun: boolean;
  /** The dry run's fingerprint: the import is refused if the file or a product changed since. */
  expectedFingerprint?: string;
};

export type ImportReport = {
  dryRun: boolean;
  /** True when the changes were written; false after a dry run or any error. */
  applied: boolean;
  /** The first maxListedIssues problems, in file order, each clipped to a readable length. */
  errors: ImportIssue[];
  /** How many problems there are in all, those not listed included. */
  errorCount: number;
  products: ImportProductChange[];
  counts: { create: number; update: number; unchanged: number };
  fingerprint: string | null;
};

const importSource: SaveSource = {
  create: 'product.import',
  update: 'product.import',
  stockNote: 'CSV import',
};

/** Thrown inside the transaction so that it rolls back; answered as a report. */
class ImportRefused extends Error {
  constructor(readonly plan: ImportPlan) {
    super('import refused');
  }
}

/**
 * A file of a few megabytes can hold a million bad cells; listed whole, with each
 * message, the report came to many times the file's size. Its first problems are enough
 * to fix the file.
 */
export const maxListedIssues = 200;
const maxColumnLength = 80;
const maxMessageLength = 500;

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

const listed = (issues: ImportIssue[]): ImportIssue[] =>
  issues.slice(0, maxListedIssues).map(({ row, column, message }) => ({
    row,
    column: column === null ? null : clip(column, maxColumnLength),
    message: clip(message, maxMessageLength),
  }));

function report(
  plan: ImportPlan | null,
  errors: ImportIssue[],
  options: ImportOptions,
  applied: boolean,
): ImportReport {
  const products = plan?.changes ?? [];
  const count = (action: ImportProductChange['action']) =>
    products.filter((change) => change.action === action).length;
  return {
    dryRun: options.dryRun,
    applied,
    errors: listed(errors),
    errorCount: errors.length,
    products,
    counts: { create: count('create'), update: count('update'), unchanged: count('unchanged') },
    fingerprint: plan?.fingerprint ?? null,
  };
}

const staleMessage: ImportIssue = {
  row: 1,
  column: null,
  message:
    'The file or its products changed since it was checked: check it again before importing.',
};

/**
 * Imports products with their variants and stock from CSV, matched by product SKU and
 * variant SKU. A dry run reports every row's errors and what would change; otherwise it all
 * happens in one transaction, or, after any error, nothing does. Products the file leaves
 * as they are are not written (an export imported back changes nothing), and variants the
 * file does not name are kept: removing one is the form's job.
 */
export async function importProductsCsv(
  actor: Actor,
  csvText: string,
  options: ImportOptions,
): Promise<ImportReport> {
  assertMayEditCatalogue(actor);
  const { file, issues } = readCsv(csvText);
  if (issues.length) return report(null, issues, options, false);
  if (options.dryRun) {
    const plan = await planImport(getDb(), file, csvText);
    return report(plan, plan.issues, options, false);
  }
  try {
    return await refusingTakenValues(() =>
      writeTransaction(async (tx) => {
        await productIdsNamed(tx, file, true);
        const plan = await planImport(tx, file, csvText);
        const stale =
          options.expectedFingerprint && options.expectedFingerprint !== plan.fingerprint;
        if (plan.issues.length || stale) {
          throw new ImportRefused(
            stale && !plan.issues.length ? { ...plan, issues: [staleMessage] } : plan,
          );
        }
        await saveProducts(tx, actor, plan.saves, importSource);
        return report(plan, [], options, true);
      }),
    );
  } catch (error) {
    if (error instanceof ImportRefused)
      return report(error.plan, error.plan.issues, options, false);
    throw error;
  }
}
