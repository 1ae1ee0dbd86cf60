import 'server-only';
import { createHash } from 'node:crypto';
import type { Database } from '@/lib/db/client';
import { findFieldErrors } from '../save/checks';
import { describeChange, type ImportProductChange } from './describe-change';
import { groupRows } from './group-rows';
import { groupToSave, type ImportSave } from './group-to-save';
import { readImportContext } from './import-context';
import type { CsvFile, ImportIssue } from './import-types';
import { locate } from './locate';

export type ImportPlan = {
  saves: ImportSave[];
  issues: ImportIssue[];
  changes: ImportProductChange[];
  /** Names the file and its products' state: an apply may insist that both are what was checked. */
  fingerprint: string;
};

const byPlace = (a: ImportIssue, b: ImportIssue) =>
  a.row - b.row || (a.column ?? '').localeCompare(b.column ?? '');

/** The file and the products it names as they are (stock included: orders change it without a new version). */
function fingerprintOf(text: string, saves: ImportSave[]): string {
  const states = saves.map((save) => save.before);
  return createHash('sha256')
    .update(text)
    .update('\0')
    .update(JSON.stringify(states))
    .digest('hex');
}

/**
 * What importing the file would do, checked as the product form checks a save: every
 * row's problems (with its column), and each product created, updated (which columns)
 * or unchanged. Reads only; the same plan made inside a transaction is what an import applies.
 */
export async function planImport(db: Database, file: CsvFile, text: string): Promise<ImportPlan> {
  const { groups, issues } = groupRows(file);
  const context = await readImportContext(db, file);
  const saves: ImportSave[] = [];
  for (const group of groups) {
    const { save, issues: found } = groupToSave(group, file, context);
    issues.push(...found);
    if (save) saves.push(save);
  }
  const errors = await findFieldErrors(db, saves);
  saves.forEach((save, index) => {
    for (const [field, message] of Object.entries(errors[index]!))
      issues.push(locate(field, message, save.origin));
  });
  return {
    saves,
    issues: issues.sort(byPlace),
    changes: saves.map((save) => describeChange(save, context.lookups)),
    fingerprint: fingerprintOf(text, saves),
  };
}
