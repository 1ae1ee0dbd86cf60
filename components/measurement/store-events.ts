/** A piece as the partners' events name it: `sku` is the feeds' id. */
export type MeasuredItem = {
  sku: string;
  name: string;
  price: number;
  quantity?: number;
  /** Size and colour. */
  variant?: string;
  /** The category path, root first. */
  categories?: readonly string[];
};

/** What happened, in the store's own words; partners.ts says it in each partner's. */
export type StoreEvent =
  | {
      name: 'view_item' | 'add_to_cart' | 'remove_from_cart' | 'add_to_wishlist';
      items: MeasuredItem[];
    }
  | { name: 'view_item_list'; items: MeasuredItem[]; list: string }
  | { name: 'select_item'; items: MeasuredItem[]; list: string }
  | { name: 'view_cart' | 'begin_checkout'; items: MeasuredItem[] }
  | { name: 'add_shipping_info'; items: MeasuredItem[]; shipping: string }
  | { name: 'add_payment_info'; items: MeasuredItem[]; payment: string }
  | {
      name: 'purchase';
      items: MeasuredItem[];
      orderNumber: string;
      total: number;
      shipping: number;
    }
  | { name: 'search'; query: string }
  | { name: 'schedule' }
  | { name: 'contact'; channel: string };
