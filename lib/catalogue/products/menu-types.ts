/** A category as the menus show it (docs/api-reference.md, Shapes). `url` null: a label. */
export type MenuCategory = {
  id: number;
  name: string;
  slug: string;
  url: string | null;
  children: MenuCategory[];
};
