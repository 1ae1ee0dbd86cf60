import { issueCode } from '@/lib/identity/auth/codes';
import { normalizePhone } from '@/lib/validation/phone';
import { orderBody, placeOrder, setStock, variantBySku } from './support';

const sku = 'AC_1-One';

/** Enough of the clutch for every order a suite places. */
export const stockUp = () => setStock(sku, 100);

/** A guest's cash-on-delivery order with this contact phone (any spelling); its number. */
export async function placeGuestOrder(phone: string): Promise<string> {
  const otp = await issueCode('checkout', normalizePhone(phone)!);
  const { id } = await variantBySku(sku);
  const placed = await placeOrder(
    orderBody([{ id, quantity: 1 }], { contact: { name: 'Farhana Akter', phone }, otp }),
  );
  if (placed.status !== 201) throw new Error(`no order: ${JSON.stringify(placed.body)}`);
  return placed.body.order.number;
}
