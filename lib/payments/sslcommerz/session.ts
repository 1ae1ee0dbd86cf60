import 'server-only';
import type { Locale } from '@/i18n/routing';
import { store } from '@/lib/config';
import { callbackUrls, type SslcommerzConfig } from './config';

/** What the gateway needs to know about an order to open a payment session. */
export type SessionOrder = {
  tranId: string;
  total: number;
  contact: { name: string; phone: string; email: string | null };
  address: { division: string; district: string; area: string; line: string };
  items: { name: string; quantity: number }[];
  /** The shopper's language, for the page the gateway sends her back to. */
  locale?: Locale;
  /** Card instalments: the longest tenure offered, and the one she chose on our page (if any). */
  emi?: EmiRequest;
};

export type EmiRequest = { maxMonths: number; selectedMonths: number | null };

/**
 * SSLCommerz's EMI fields: emi_option=1 opens instalments, emi_max_inst_option caps the
 * tenures the gateway lists, emi_selected_inst skips its list when she chose one here.
 */
function emiFields(emi: EmiRequest | undefined): Record<string, string> {
  if (!emi) return {};
  return {
    emi_option: '1',
    emi_max_inst_option: String(emi.maxMonths),
    ...(emi.selectedMonths !== null && { emi_selected_inst: String(emi.selectedMonths) }),
  };
}

const requestTimeoutMs = 15_000;

/** The form fields of /gwprocess/v4/api.php for one order. */
export function sessionFields(
  config: SslcommerzConfig,
  order: SessionOrder,
): Record<string, string> {
  const { contact, address } = order;
  const street = `${address.line}, ${address.area}`;
  return {
    store_id: config.storeId,
    store_passwd: config.storePassword,
    total_amount: order.total.toFixed(2),
    currency: 'BDT',
    tran_id: order.tranId,
    ...callbackUrls(config, order.locale),
    cus_name: contact.name,
    // The gateway requires an e-mail; a shopper without one gets the store's receipt address.
    cus_email: contact.email ?? store.email,
    cus_phone: contact.phone,
    cus_add1: street,
    cus_city: address.district,
    cus_state: address.division,
    cus_country: 'Bangladesh',
    shipping_method: 'Courier',
    ship_name: contact.name,
    ship_add1: street,
    ship_city: address.district,
    ship_state: address.division,
    ship_country: 'Bangladesh',
    num_of_item: String(order.items.reduce((sum, item) => sum + item.quantity, 0)),
    product_name: order.items
      .map((item) => item.name)
      .join(', ')
      .slice(0, 255),
    product_category: 'Clothing',
    product_profile: 'physical-goods',
    ...emiFields(order.emi),
  };
}

/** Opens a payment session and answers the gateway page the shopper pays on; throws when it cannot. */
export async function startSession(config: SslcommerzConfig, order: SessionOrder): Promise<string> {
  const response = await fetch(`${config.apiUrl}/gwprocess/v4/api.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(sessionFields(config, order)).toString(),
    signal: AbortSignal.timeout(requestTimeoutMs),
  });
  if (!response.ok) throw new Error(`SSLCommerz session answered HTTP ${response.status}`);
  const answer = (await response.json()) as {
    status?: string;
    GatewayPageURL?: string;
    failedreason?: string;
  };
  if (answer.status !== 'SUCCESS' || !answer.GatewayPageURL) {
    throw new Error(
      `SSLCommerz refused the session: ${answer.failedreason ?? answer.status ?? 'no answer'}`,
    );
  }
  return answer.GatewayPageURL;
}
