import { ApiClientError, apiRequest } from '@/lib/http/api-client';
import type { OrderPiece } from '@/lib/ordering/admin';

/** GET /api/v1/admin/order-pieces: pieces on sale matching a name or SKU, with their stock. */
export async function findPieces(q: string): Promise<OrderPiece[]> {
  const query = new URLSearchParams({ q });
  const answer = await apiRequest<{ results: OrderPiece[] }>(
    'GET',
    `/api/v1/admin/order-pieces?${query}`,
  );
  return answer.results;
}

/** What to tell staff when a search failed: the server's words, else `failed`. */
export const searchFailure = (error: unknown, failed: string) =>
  error instanceof ApiClientError ? error.message : failed;
