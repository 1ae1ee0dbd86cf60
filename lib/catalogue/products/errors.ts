import 'server-only';
import { DomainError, type FieldErrors } from '@/lib/domain-error';

export type CatalogNotFoundCode = 'product_not_found' | 'category_not_found' | 'page_not_found';

/** Something the catalogue does not have (or does not show to this viewer): a 404. */
export class CatalogNotFoundError extends DomainError {
  override name = 'CatalogNotFoundError';

  constructor(code: CatalogNotFoundCode, message: string, fields?: FieldErrors) {
    super({ kind: 'not_found', code, message, fields });
  }
}
