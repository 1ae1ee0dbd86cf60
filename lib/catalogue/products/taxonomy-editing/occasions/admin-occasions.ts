import 'server-only';
import { getDb } from '@/lib/db/client';
import {
  categoryChoice,
  listAdminCategories,
  type CategoryChoice,
} from '../categories/admin-categories';
import { linkedFromMenus } from './delete-occasion';
import { loadOccasions, type OccasionRecord } from './locked-occasions';

/** An occasion as the staff see it in the list and on its edit page. */
export type AdminOccasion = OccasionRecord & {
  url: string;
  /** The categories it gathers, each with its place in the tree: 'Clothing › Lehenga'. */
  categoryLabels: string[];
  /** The menus link to it (lib/config.ts), so it cannot be deleted. */
  inMenus: boolean;
  first: boolean;
  last: boolean;
};

async function load(): Promise<{ occasions: AdminOccasion[]; choices: CategoryChoice[] }> {
  const [records, categories] = await Promise.all([
    loadOccasions(getDb(), { lock: false }),
    listAdminCategories(),
  ]);
  const choices = categories.map(categoryChoice);
  const labelOf = new Map(choices.map((choice) => [choice.id, choice.label]));
  const occasions = records.map((record, index) => ({
    ...record,
    url: `/occasion/${record.slug}`,
    categoryLabels: record.categoryIds.flatMap((id) => labelOf.get(id) ?? []),
    inMenus: linkedFromMenus(record.slug),
    first: index === 0,
    last: index === records.length - 1,
  }));
  return { occasions, choices };
}

/** Every occasion in the order of the home page's tiles, with every category to choose from. */
export const listAdminOccasions = load;

/** One occasion for its edit page, with every category it may gather; null when none. */
export async function findAdminOccasion(id: number) {
  const { occasions, choices } = await load();
  const occasion = occasions.find((row) => row.id === id);
  return occasion ? { occasion, choices } : null;
}
