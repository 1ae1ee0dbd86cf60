import { ga4Item as ga4Line, type BrowserMeasurement } from '@/lib/measurement/client';
import type { MeasuredItem, StoreEvent } from './store-events';

type Queued = ((...args: unknown[]) => void) & {
  queue?: unknown[];
  callMethod?: (...args: unknown[]) => void;
  push?: unknown;
  loaded?: boolean;
  version?: string;
};
type MeasuredWindow = Window & {
  fbq?: Queued;
  _fbq?: Queued;
  dataLayer?: unknown[];
  gtag?: Queued;
};

let started: Promise<BrowserMeasurement | null> | null = null;

/** What the server measures with now (GET /api/v1/measurement; browsers keep it a minute). */
export async function readMeasurement(): Promise<BrowserMeasurement | null> {
  const answer = await fetch('/api/v1/measurement', { headers: { accept: 'application/json' } });
  return answer.ok ? ((await answer.json()) as BrowserMeasurement | null) : null;
}

function addScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/** Meta's own stand-in until fbevents.js arrives: calls wait in its queue. */
function installPixel(pixelId: string, scriptUrl: string): void {
  const w = window as MeasuredWindow;
  if (w.fbq) return;
  const fbq: Queued = (...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue!.push(args);
  };
  fbq.queue = [];
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  w.fbq = fbq;
  w._fbq = fbq;
  addScript(scriptUrl);
  fbq('init', pixelId);
  fbq('track', 'PageView');
}

/** gtag.js's own stand-in: calls wait in the dataLayer until the script reads it. */
function installGtag(measurementId: string, scriptUrl: string): void {
  const w = window as MeasuredWindow;
  if (w.gtag) return;
  w.dataLayer = w.dataLayer ?? [];
  const gtag: Queued = function gtag() {
    // gtag.js reads the arguments object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer!.push(arguments);
  };
  w.gtag = gtag;
  addScript(`${scriptUrl}?id=${encodeURIComponent(measurementId)}`);
  gtag('js', new Date());
  gtag('config', measurementId);
}

/** A chat link (WhatsApp, Messenger) followed: Meta's `Contact`. */
function onChatLink(event: MouseEvent): void {
  const link = (event.target as Element | null)?.closest?.('a[data-measure-contact]');
  const channel = link?.getAttribute('data-measure-contact');
  if (channel) void sendToPartners({ name: 'contact', channel });
}

/** Loads the partners' scripts once per page, after the shopper accepted. */
export function startPartners(): Promise<BrowserMeasurement | null> {
  if (!started) document.addEventListener('click', onChatLink, { capture: true });
  started ??= readMeasurement()
    .then((measurement) => {
      if (measurement?.meta) installPixel(measurement.meta.pixelId, measurement.meta.scriptUrl);
      if (measurement?.ga4) {
        installGtag(measurement.ga4.measurementId, measurement.ga4.scriptUrl);
      }
      return measurement;
    })
    .catch(() => null);
  return started;
}

const metaNames: Partial<Record<StoreEvent['name'], string>> = {
  view_item: 'ViewContent',
  add_to_cart: 'AddToCart',
  add_to_wishlist: 'AddToWishlist',
  begin_checkout: 'InitiateCheckout',
  add_payment_info: 'AddPaymentInfo',
  purchase: 'Purchase',
  search: 'Search',
  schedule: 'Schedule',
  contact: 'Contact',
};

const valueOf = (items: readonly MeasuredItem[]) =>
  items.reduce((sum, item) => sum + item.price * (item.quantity ?? 1), 0);

/** Meta's custom data: content_ids are the feeds' ids (the variants' SKUs). */
function metaData(event: StoreEvent): Record<string, unknown> {
  if (event.name === 'search') return { search_string: event.query };
  if (!('items' in event)) return {};
  return {
    content_ids: event.items.map((item) => item.sku),
    content_type: 'product',
    contents: event.items.map((item) => ({ id: item.sku, quantity: item.quantity ?? 1 })),
    currency: 'BDT',
    value: event.name === 'purchase' ? event.total : valueOf(event.items),
  };
}

/** A piece as GA4's items name it, by the rule the server's events follow. */
const ga4Item = (item: MeasuredItem) =>
  ga4Line({
    sku: item.sku,
    name: item.name,
    variant: item.variant ?? '',
    unitPrice: item.price,
    quantity: item.quantity ?? 1,
    categories: [...(item.categories ?? [])],
  });

/** GA4's e-commerce parameters (developers.google.com/analytics/devguides/collection/ga4/ecommerce). */
function ga4Params(event: StoreEvent): Record<string, unknown> {
  switch (event.name) {
    case 'search':
      return { search_term: event.query };
    case 'schedule':
      return {};
    case 'contact':
      return { method: event.channel };
    case 'purchase':
      return {
        transaction_id: event.orderNumber,
        value: event.total,
        currency: 'BDT',
        shipping: event.shipping,
        items: event.items.map(ga4Item),
      };
    default: {
      const list = 'list' in event ? { item_list_name: event.list } : {};
      const step =
        event.name === 'add_shipping_info'
          ? { shipping_tier: event.shipping }
          : event.name === 'add_payment_info'
            ? { payment_type: event.payment }
            : {};
      return {
        currency: 'BDT',
        value: valueOf(event.items),
        ...list,
        ...step,
        items: event.items.map(ga4Item),
      };
    }
  }
}

const ga4Names: Partial<Record<StoreEvent['name'], string>> = {
  schedule: 'generate_lead',
  contact: 'contact',
};

/**
 * Says one event to each partner the store measures with. A purchase carries the order
 * number as Meta's eventID, the event_id of the server's own Purchase, so Meta counts one.
 */
export async function sendToPartners(event: StoreEvent): Promise<void> {
  const measurement = await startPartners();
  const w = window as MeasuredWindow;
  const metaName = metaNames[event.name];
  if (measurement?.meta && metaName && w.fbq) {
    if (event.name === 'purchase') {
      w.fbq('track', metaName, metaData(event), { eventID: event.orderNumber });
    } else w.fbq('track', metaName, metaData(event));
  }
  if (measurement?.ga4 && w.gtag) {
    w.gtag('event', ga4Names[event.name] ?? event.name, ga4Params(event));
  }
}
