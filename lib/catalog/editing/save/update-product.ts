import 'server-only';
import { writeTransaction } from '@/lib/db/write-transaction';
import type { Actor } from '@/lib/staff';
import { productUpdateSchema } from '@/lib/validation';
import { assertMayEditCatalogue } from '../may-edit';
import { findFieldErrors } from './find-field-errors';
import { formSource } from './form-source';
import { lockForEdit } from './lock-for-edit';
import { parseInput, refuseOnErrors } from './parse-input';
import { saveProducts, type SavedProduct } from './save-products';
import { settleStock, staleStockErrors } from './settle-stock';
import { refusingTakenValues } from './unique-violation';

/**
 * Saves the product form: every field, variants added, changed and removed by id, attribute
 * values and tags replaced, in one transaction, from the version the form was opened at
 * (409 `version_conflict` otherwise, with nothing written). A save that changes nothing
 * writes nothing and keeps the version.
 */
export async function updateProduct(
  actor: Actor,
  id: number,
  /** Checked with productUpdateSchema: parsed values, or a form's fields as text. */
  input: unknown,
): Promise<SavedProduct> {
  assertMayEditCatalogue(actor);
  const { version, ...fields } = parseInput(productUpdateSchema, input);
  return refusingTakenValues(() =>
    writeTransaction(async (tx) => {
      const before = await lockForEdit(tx, id, version);
      const saves = [{ before, input: settleStock(before, fields) }];
      const [errors] = await findFieldErrors(tx, saves);
      refuseOnErrors([{ ...staleStockErrors(before, saves[0]!.input), ...errors }]);
      const [saved] = await saveProducts(tx, actor, saves, formSource);
      return saved!;
    }),
  );
}
