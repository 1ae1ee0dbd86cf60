import 'server-only';
import { parseWith } from '@/lib/http/server/read-input';
import { orderNumberParamsSchema } from '@/lib/ordering/schemas/order';

/** An order number as staff or the address wrote it, upper-cased; a malformed one is a 400. */
export const deskOrderNumber = (number: string) =>
  parseWith(orderNumberParamsSchema, { number }, 'params').number;
