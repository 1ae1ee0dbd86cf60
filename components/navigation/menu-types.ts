/** A category as the menus show it (api-contract.md Category). `url` null: a label, not a link. */
export type MenuCategory = {
  id: number;
  name: string;
  slug: string;
  url: string | null;
  children: MenuCategory[];
};
