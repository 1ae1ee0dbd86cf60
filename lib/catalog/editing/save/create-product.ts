import 'server-only';
import { writeTransaction } from '@/lib/db/write-transaction';
import type { Actor } from '@/lib/staff';
import { productInputSchema } from '@/lib/validation';
import { assertMayEditCatalogue } from '../may-edit';
import { findFieldErrors } from './find-field-errors';
import { formSource } from './form-source';
import { parseInput, refuseOnErrors } from './parse-input';
import { saveProducts, type SavedProduct } from './save-products';
import { refusingTakenValues } from './unique-violation';

/**
 * Creates a product with its variants, attribute values and tags in one transaction; its
 * slug is made from the name unless one is given. A 400 names every field that is wrong.
 */
export async function createProduct(
  actor: Actor,
  /** Checked with productInputSchema: parsed values, or a form's fields as text. */
  input: unknown,
): Promise<SavedProduct> {
  assertMayEditCatalogue(actor);
  const parsed = parseInput(productInputSchema, input);
  return refusingTakenValues(() =>
    writeTransaction(async (tx) => {
      const saves = [{ before: null, input: parsed }];
      refuseOnErrors(await findFieldErrors(tx, saves));
      const [saved] = await saveProducts(tx, actor, saves, formSource);
      return saved!;
    }),
  );
}
