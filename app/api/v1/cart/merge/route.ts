import { api } from '@/lib/api';
import { mergeCart } from '@/lib/ordering';
import { contract } from './contract';

// POST /api/v1/cart/merge {items} — at sign-in, folds the guest's cart into the account's
export const POST = api(contract.POST, ({ body, viewer }) => mergeCart(viewer.id, body.items));
