import { api } from '@/lib/api';
import { readCart, replaceCart } from '@/lib/ordering';
import { contract } from './contract';

// GET /api/v1/cart — the signed-in shopper's cart: {items: [{id, quantity}]}
export const GET = api(contract.GET, ({ viewer }) => readCart(viewer.id));

// PUT /api/v1/cart {items: [{id, quantity}]} — replaces it (every line must be on sale and in stock)
export const PUT = api(contract.PUT, ({ body, viewer }) => replaceCart(viewer.id, body.items));
