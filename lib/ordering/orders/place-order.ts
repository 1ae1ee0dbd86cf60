import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Viewer } from '@/lib/identity';
import { isLocale, type Locale } from '@/i18n/routing';
import { getDb, type Transaction } from '@/lib/db/client';
import { writeTransaction } from '@/lib/db/write-transaction';
import { DomainError, validationFailed } from '@/lib/domain-error';
import { keepOrderMeasurements } from '@/lib/ordering/fit/profile-measurements';
import { recordAttribution } from '@/lib/ordering/attribution/record-attribution';
import { cartItems } from '@/lib/db/schema';
import { writeWithCode } from '@/lib/identity';
import type { OrderInput } from '@/lib/ordering/schemas/order';
import { sslcommerzConfig } from '@/lib/payments';
import { placedWithCode } from './guest-replay';
import { createOrder, type Created } from './create-order';
import { findInSlot, requestHash, sameRequest, type Slot } from './idempotency';
import { placedAnswer, type PlacedOrder } from './placed';
import { startGatewayPayment } from './gateway-payment';
import { systemActor } from './timeline';
import { countPlacedOrder } from './count-placed';
import { browserIdsToKeep, type Attribution as BrowserAttribution } from '@/lib/measurement';
import { queueOrderPurchase } from './measured-order';

export type PlaceContext = {
  viewer: Viewer | null;
  idempotencyKey: string;
  /** She has a trial fitting booked (the fittings module knows; it sits above ordering). */
  fittingBooked?: boolean;
  /** What the shopper's browser said about itself, for the measurement partners. */
  browser?: BrowserAttribution | null;
};

/** The language the order was placed in (the body's optional `locale`), English by default. */
const localeOf = (input: OrderInput): Locale => {
  const { locale } = input as { locale?: unknown };
  return isLocale(locale) ? locale : 'en';
};

const isInvalidCode = (error: unknown) =>
  error instanceof DomainError && error.code === 'invalid_code';

/**
 * A guest proves the contact phone with the code sent to it, in the order's own transaction:
 * an order refused (a piece sold out meanwhile) leaves the code for the next try. When the
 * code was already used, a repeat of the same request with that code (a double click, which
 * waited for the first one's transaction) still gets the order it made; a fresh code for the
 * phone proves it as well.
 */
async function createGuestOrder(
  input: OrderInput,
  slot: Slot,
  codeCheckedAlready: boolean,
  fittingBooked: boolean,
  browser: BrowserAttribution | null,
) {
  if (!input.otp) throw validationFailed({ otp: 'Enter the 6-digit code we sent to this phone' });
  try {
    return await writeWithCode('checkout', input.contact.phone, input.otp, (tx) =>
      createStorefrontOrder(tx, input, null, slot, fittingBooked, browser),
    );
  } catch (error) {
    const repeat = isInvalidCode(error) && !codeCheckedAlready;
    const earlier = repeat ? await findInSlot(getDb(), slot) : undefined;
    if (!earlier || !(await placedWithCode(earlier, input.otp))) throw error;
    return { row: sameRequest(earlier, slot), replayed: true };
  }
}

/**
 * A storefront order: the signed-in shopper's or a guest's, waiting for the confirmation
 * call or the payment. What it bought leaves a signed-in shopper's saved cart, the
 * measurements she gave join her profile, and where her visit came from is stored, in the
 * same transaction.
 */
async function createStorefrontOrder(
  tx: Transaction,
  input: OrderInput,
  viewer: Viewer | null,
  slot: Slot,
  fittingBooked: boolean,
  browser: BrowserAttribution | null,
): Promise<Created> {
  const created = await createOrder(
    tx,
    {
      draft: input,
      userId: viewer?.id ?? null,
      source: 'web',
      placedByUserId: null,
      codStatus: 'pending',
      askAdvance: sslcommerzConfig() !== null,
      placed: { note: 'Order placed', actor: systemActor(viewer ? 'Shopper' : 'Guest') },
      fittingBooked,
    },
    slot,
  );
  if (!created.replayed) {
    await recordAttribution(tx, created.row.id, input.attribution, browserIdsToKeep(browser));
  }
  if (viewer && !created.replayed) {
    const bought = input.items.map((item) => item.id);
    await tx
      .delete(cartItems)
      .where(and(eq(cartItems.userId, viewer.id), inArray(cartItems.variantId, bought)));
    await keepOrderMeasurements(tx, viewer.id, input.items);
  }
  // A gateway order is a sale once paid (lib/ordering/orders/gateway/settle.ts).
  if (!created.replayed && browser && created.row.status !== 'pending_payment') {
    await queueOrderPurchase(tx, created.row, browser);
  }
  return created;
}

/**
 * Places an order in one transaction: prices and totals from the catalogue, stock taken
 * with a guard, one order per Idempotency-Key. Cash on delivery waits for the store's call;
 * SSLCommerz orders, and COD orders asking for an advance, wait for payment, holding their
 * stock for a limited time.
 */
export async function placeOrder(input: OrderInput, context: PlaceContext): Promise<PlacedOrder> {
  const { viewer } = context;
  const browser = context.browser ?? null;
  const gateway = input.payment === 'sslcommerz' ? sslcommerzConfig() : null;
  if (input.payment === 'sslcommerz' && !gateway) {
    throw validationFailed({
      payment: 'Card and mobile payment is not available just now; choose cash on delivery',
    });
  }
  const slot: Slot = {
    scope: viewer ? `user:${viewer.id}` : `guest:${input.contact.phone}`,
    key: context.idempotencyKey,
    hash: requestHash(input),
  };
  // A repeat answers the earlier order only with the same proof: the signed-in shopper, or
  // the code the guest placed it with. Otherwise a guest's repeat goes on as a first try
  // would: asked for a code, refused a wrong one, and answered the order for a fresh one.
  const earlier = await findInSlot(getDb(), slot);
  if (earlier && (viewer || (await placedWithCode(earlier, input.otp)))) {
    return placedAnswer(sameRequest(earlier, slot), true);
  }

  const fittingBooked = context.fittingBooked ?? false;
  const created = viewer
    ? await writeTransaction((tx) =>
        createStorefrontOrder(tx, input, viewer, slot, fittingBooked, browser),
      )
    : await createGuestOrder(input, slot, earlier !== undefined, fittingBooked, browser);
  if (created.replayed) return placedAnswer(created.row, true);
  countPlacedOrder(created.row);
  // An SSLCommerz order, or a COD order that asks for an advance, opens a payment session.
  const config = gateway ?? sslcommerzConfig();
  if (!config || created.row.status !== 'pending_payment') return placedAnswer(created.row, false);
  return placedAnswer(await startGatewayPayment(config, created.row, localeOf(input)), false);
}
