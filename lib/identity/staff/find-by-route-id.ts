/**
 * The record a staff page's [id] segment names, or null when the segment is no id the
 * database could hold (the page then answers not found instead of failing the query).
 */
export async function findByRouteId<T>(
  id: string,
  find: (id: number) => Promise<T | null>,
): Promise<T | null> {
  return /^\d{1,9}$/.test(id) ? find(Number(id)) : null;
}
