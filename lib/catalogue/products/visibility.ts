import 'server-only';
import { forbidden } from '@/lib/domain-error';
import type { ListQuery } from '@/lib/validation';

/**
 * Who may list inactive products is decided by the route, outside the cache: the cached
 * readers list active products only, and refuse any other query (docs/architecture.md,
 * "Caching").
 */
export function refuseInactiveToVisitors(query: Pick<ListQuery, 'is_active'>): void {
  if (query.is_active !== true) {
    throw forbidden('forbidden', 'Only staff may list inactive products.', {
      is_active: 'only staff may list inactive products',
    });
  }
}
