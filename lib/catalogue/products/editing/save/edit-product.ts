import 'server-only';
import { eq } from 'drizzle-orm';
import type { Transaction } from '@/lib/db/client';
import { products } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import type { Actor } from '@/lib/identity';
import {
  productInputSchema,
  productStatusChangeSchema,
  productUpdateSchema,
  type ProductStatusChange,
} from '@/lib/catalogue/schemas/product-editor';
import { productNotFound, VersionConflictError } from '../errors';
import { assertMayEditCatalogue } from '../may-edit';
import { readProductStates, type ProductState } from '../state/product-state';
import { toProductInput } from '../state/to-product-input';
import { findFieldErrors, refusingTakenValues } from './checks';
import { parseInput, refuseOnErrors, settleStock, staleStockErrors } from './input';
import { saveProducts, type SaveSource, type SavedProduct } from './save-products';

// The three ways staff change one product: create it, save its form, set its status. Each
// checks who asks and what was sent, then writes through saveProducts in one transaction.

/** Saves made in the product form. */
export const formSource: SaveSource = {
  create: 'product.create',
  update: 'product.update',
  stockNote: 'Set in the product form',
};

/**
 * Locks the product for the rest of the transaction and reads it, or refuses: 404 when it
 * does not exist, 409 `version_conflict` when it was saved since `expectedVersion`.
 */
export async function lockForEdit(
  tx: Transaction,
  id: number,
  expectedVersion: number,
): Promise<ProductState> {
  const [row] = await tx
    .select({ version: products.version })
    .from(products)
    .where(eq(products.id, id))
    .for('update');
  if (!row) throw productNotFound();
  if (row.version !== expectedVersion) throw new VersionConflictError(row.version);
  return (await readProductStates(tx, [id])).get(id)!;
}

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

const statusSource = {
  create: 'product.create',
  update: 'product.status',
  stockNote: '',
};

/**
 * Publishes, unpublishes (to draft) or archives a product, from the version the staff saw,
 * with the same rules as a save: version + 1, an audit entry, the tags expired. An archived
 * product's page is a 404, as any unpublished one.
 */
export async function setProductStatus(
  actor: Actor,
  id: number,
  status: ProductStatusChange['status'],
  version: number,
): Promise<SavedProduct> {
  assertMayEditCatalogue(actor);
  const change = parseInput(productStatusChangeSchema, { status, version });
  return writeTransaction(async (tx) => {
    const before = await lockForEdit(tx, id, change.version);
    const input = { ...toProductInput(before), status: change.status };
    const [saved] = await saveProducts(tx, actor, [{ before, input }], statusSource);
    return saved!;
  });
}
