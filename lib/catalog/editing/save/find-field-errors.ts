import 'server-only';
import type { Database } from '@/lib/db/client';
import { noErrors, type PlannedSave, type SaveErrors } from './checks/planned-save';
import { checkReferences } from './checks/references';
import { checkUniqueValues } from './checks/unique-values';
import { checkVariantOwnership } from './checks/variant-ownership';

/**
 * What the schema cannot know: that the category, values and tags exist, that SKUs and
 * the slug are free, and that variants removed were never ordered. One message per field.
 */
export async function findFieldErrors(db: Database, saves: PlannedSave[]): Promise<SaveErrors> {
  const errors = noErrors(saves);
  await checkReferences(db, saves, errors);
  await checkVariantOwnership(db, saves, errors);
  await checkUniqueValues(db, saves, errors);
  return errors;
}
