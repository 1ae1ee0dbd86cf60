// The shape is the catalogue's menu's (lib/catalog/menu.ts), and lib/ never imports components/.
export type { MenuCategory } from '@/lib/catalog/menu-types';
