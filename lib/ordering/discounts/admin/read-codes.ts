import 'server-only';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { categoryChoice, listAdminCategories, type CategoryChoice } from '@/lib/catalogue';
import { getDb, type Database } from '@/lib/db/client';
import { discountCodeCategories, discountCodes } from '@/lib/db/schema';
import type { DiscountCodeRow } from '../evaluate';

/** A code as the staff's list and form show it, with the categories it is for. */
export type StaffDiscountCode = DiscountCodeRow & { categoryIds: number[] };

export async function categoryIdsOf(
  db: Database,
  codeIds: number[],
): Promise<Map<number, number[]>> {
  const byCode = new Map<number, number[]>(codeIds.map((id) => [id, []]));
  if (codeIds.length === 0) return byCode;
  const links = await db
    .select()
    .from(discountCodeCategories)
    .where(inArray(discountCodeCategories.discountCodeId, codeIds))
    .orderBy(asc(discountCodeCategories.categoryId));
  for (const link of links) byCode.get(link.discountCodeId)!.push(link.categoryId);
  return byCode;
}

const withCategories = async (db: Database, rows: DiscountCodeRow[]) => {
  const categories = await categoryIdsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, categoryIds: categories.get(row.id)! }));
};

/** Every code, the ones in use first, newest first within each. */
export async function listDiscountCodes(): Promise<StaffDiscountCode[]> {
  const db = getDb();
  const rows = await db
    .select()
    .from(discountCodes)
    .orderBy(desc(discountCodes.isActive), desc(discountCodes.createdAt), desc(discountCodes.id));
  return withCategories(db, rows);
}

/** One code for its edit form, or null. */
export async function findStaffDiscountCode(id: number): Promise<StaffDiscountCode | null> {
  const db = getDb();
  const rows = await db.select().from(discountCodes).where(eq(discountCodes.id, id));
  return (await withCategories(db, rows))[0] ?? null;
}

/** Every category as a choice for a code's form, by its place in the tree. */
export async function discountCategoryOptions(): Promise<CategoryChoice[]> {
  return (await listAdminCategories()).map(categoryChoice);
}
