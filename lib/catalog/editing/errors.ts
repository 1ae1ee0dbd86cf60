import 'server-only';
import { ApiError } from '@/lib/api/errors';
import { CatalogNotFoundError } from '@/lib/catalog/errors';

export const productNotFound = () =>
  new CatalogNotFoundError('product_not_found', 'There is no such product.');

/**
 * Someone saved the product after this form was opened: the save is refused and nothing is
 * written. `currentVersion` is what the form should reload.
 */
export class VersionConflictError extends ApiError {
  override name = 'VersionConflictError';
  readonly currentVersion: number;

  constructor(currentVersion: number) {
    super({
      status: 409,
      code: 'version_conflict',
      message:
        'Someone else saved this product after you opened it. Reload it to see their changes, then make yours again.',
      fields: { version: `is ${currentVersion} now` },
    });
    this.currentVersion = currentVersion;
  }
}
