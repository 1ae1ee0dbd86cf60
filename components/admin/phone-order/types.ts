import type { OrderPieceVariant } from '@/lib/ordering/admin';

/** A piece on the order being taken, as the picker found it; the server prices it again. */
export type OrderLine = OrderPieceVariant & { name: string; quantity: number };

/** What the form starts with: a chosen customer's contact and last address, or nothing. */
export type PhoneOrderStart = {
  customer: { name: string; phone: string; email: string };
  address: { division: string; district: string; area: string; line: string } | null;
  /** The chosen customer's account, if any, and whether it proved its phone. */
  account: { name: string; phoneProven: boolean } | null;
};
