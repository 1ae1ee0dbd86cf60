import 'server-only';
import { CatalogNotFoundError } from '@/lib/catalogue/products/errors';
import { DomainError } from '@/lib/domain-error';

export const productNotFound = () =>
  new CatalogNotFoundError('product_not_found', 'There is no such product.');

/**
 * Someone saved the product after this form was opened: the save is refused and nothing is
 * written. `currentVersion` is what the form should reload.
 */
export class VersionConflictError extends DomainError {
  override name = 'VersionConflictError';
  readonly currentVersion: number;

  constructor(currentVersion: number) {
    super({
      kind: 'conflict',
      code: 'version_conflict',
      message:
        'Someone else saved this product after you opened it. Reload it to see their changes, then make yours again.',
      fields: { version: `is ${currentVersion} now` },
    });
    this.currentVersion = currentVersion;
  }
}
