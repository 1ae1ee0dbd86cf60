import 'server-only';
import { ApiError, type FieldErrors } from '@/lib/api/errors';

export type CatalogNotFoundCode = 'product_not_found' | 'category_not_found' | 'page_not_found';

/** Something the catalogue does not have (or does not show to this viewer): a 404. */
export class CatalogNotFoundError extends ApiError {
  override name = 'CatalogNotFoundError';

  constructor(code: CatalogNotFoundCode, message: string, fields?: FieldErrors) {
    super({ status: 404, code, message, fields });
  }
}
