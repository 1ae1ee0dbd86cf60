import 'server-only';
import { writeTransaction } from '@/lib/db/write-transaction';
import type { Actor } from '@/lib/staff';
import { productStatusChangeSchema, type ProductStatusChange } from '@/lib/validation';
import { assertMayEditCatalogue } from '../may-edit';
import { toProductInput } from '../state/to-product-input';
import { lockForEdit } from './lock-for-edit';
import { parseInput } from './parse-input';
import { saveProducts, type SavedProduct } from './save-products';

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
