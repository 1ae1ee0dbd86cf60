import { createHash } from 'node:crypto';
import { attributionOf, gaClientIdOf } from '@/lib/measurement/attribution';
import { browserMeasurement, measurementSources } from '@/lib/measurement/browser-config';
import { measurementConfig } from '@/lib/measurement/config';
import { purchaseParams, refundParams, orderClientId } from '@/lib/measurement/ga4-event';
import { hashEmail, hashPhone } from '@/lib/measurement/hashing';
import { ga4CollectRequest, metaEventsRequest } from '@/lib/measurement/jobs';
import type { MeasuredOrder } from '@/lib/measurement/measured-order';
import { purchaseEvent } from '@/lib/measurement/meta-event';
import { loadEnv } from '@/lib/env';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const order: MeasuredOrder = {
  orderId: 7,
  number: 'NJ-250101-00042',
  source: 'web',
  total: 40580,
  deliveryCharge: 80,
  discountCode: null,
  email: '  Ayesha.Rahman@Example.COM ',
  phone: '01712-345678',
  lines: [
    {
      sku: 'SR-7-Free',
      name: 'Katan saree',
      variant: 'Free / Red',
      unitPrice: 18000,
      quantity: 2,
      categories: ['Women', 'Sarees'],
    },
    {
      sku: 'AC_1-One',
      name: 'Pearl clutch',
      variant: '',
      unitPrice: 4500,
      quantity: 1,
      categories: [],
    },
  ],
};

const browser = {
  consent: true,
  fbp: 'fb.1.1700000000000.123456789',
  fbc: 'fb.1.1700000000000.AbCdEf',
  gaClientId: '1234567890.1700000000',
  userAgent: 'Mozilla/5.0 (test)',
  sourceUrl: 'https://noorejahan.test/checkout',
};

const configured = loadEnv({
  META_PIXEL_ID: '1234567890',
  META_CAPI_TOKEN: 'capi-token',
  META_GRAPH_API_URL: 'https://graph.test/',
  GA4_MEASUREMENT_ID: 'G-TEST123',
  GA4_API_SECRET: 'mp-secret',
  GA4_API_URL: 'https://ga.test',
});

describe("Meta's hashing of customer information", () => {
  it('hashes an e-mail trimmed and in lower case with SHA-256', () => {
    expect(hashEmail('  Ayesha.Rahman@Example.COM ')).toBe(sha256('ayesha.rahman@example.com'));
  });

  it.each(['01712345678', '+880 1712-345678', '8801712345678', '1712345678'])(
    'hashes %s as its digits with 880 in front',
    (phone) => {
      expect(hashPhone(phone)).toBe(sha256('8801712345678'));
    },
  );
});

describe('the Conversions API request', () => {
  it('is the body Meta documents: data[] with the event, and the token', () => {
    const at = new Date('2025-01-01T10:00:00.500Z');
    const { url, body } = metaEventsRequest(
      measurementConfig(configured).meta!,
      purchaseEvent(order, browser, at),
    );
    expect(url).toBe('https://graph.test/v23.0/1234567890/events');
    expect(body).toEqual({
      data: [
        {
          event_name: 'Purchase',
          event_time: 1735725600,
          event_id: 'NJ-250101-00042',
          action_source: 'website',
          event_source_url: 'https://noorejahan.test/checkout',
          user_data: {
            em: [sha256('ayesha.rahman@example.com')],
            ph: [sha256('8801712345678')],
            fbp: browser.fbp,
            fbc: browser.fbc,
            client_user_agent: 'Mozilla/5.0 (test)',
          },
          custom_data: {
            currency: 'BDT',
            value: 40580,
            content_ids: ['SR-7-Free', 'AC_1-One'],
            content_type: 'product',
            contents: [
              { id: 'SR-7-Free', quantity: 2, item_price: 18000 },
              { id: 'AC_1-One', quantity: 1, item_price: 4500 },
            ],
            num_items: 3,
            order_id: 'NJ-250101-00042',
          },
        },
      ],
      access_token: 'capi-token',
    });
  });

  it.each([
    ['phone', 'phone_call'],
    ['messenger', 'chat'],
    ['whatsapp', 'chat'],
    ['showroom', 'physical_store'],
  ] as const)(
    'says an order taken by %s came by %s, with no browser data',
    (source, actionSource) => {
      const event = purchaseEvent({ ...order, source, email: null }, browser, new Date());
      expect(event.action_source).toBe(actionSource);
      expect(event).not.toHaveProperty('event_source_url');
      expect(event.user_data).toEqual({ ph: [sha256('8801712345678')] });
    },
  );
});

describe('the Measurement Protocol request', () => {
  it('posts to /mp/collect with the id and secret, the client id and the purchase', () => {
    const { url, body } = ga4CollectRequest(measurementConfig(configured).ga4!, {
      clientId: browser.gaClientId,
      events: [purchaseParams({ ...order, discountCode: 'EID10' })],
    });
    expect(url).toBe('https://ga.test/mp/collect?measurement_id=G-TEST123&api_secret=mp-secret');
    expect(body).toEqual({
      client_id: '1234567890.1700000000',
      events: [
        {
          name: 'purchase',
          params: {
            transaction_id: 'NJ-250101-00042',
            value: 40580,
            currency: 'BDT',
            shipping: 80,
            coupon: 'EID10',
            items: [
              {
                item_id: 'SR-7-Free',
                item_name: 'Katan saree',
                item_variant: 'Free / Red',
                item_category: 'Women',
                item_category2: 'Sarees',
                price: 18000,
                quantity: 2,
              },
              { item_id: 'AC_1-One', item_name: 'Pearl clutch', price: 4500, quantity: 1 },
            ],
          },
        },
      ],
    });
  });

  it('tells a refund by the order number and the amount given back', () => {
    expect(refundParams('NJ-250101-00042', 1500)).toEqual({
      name: 'refund',
      params: { transaction_id: 'NJ-250101-00042', value: 1500, currency: 'BDT' },
    });
  });

  it('gives an order no browser saw a stable client id in the shape of gtag.js', () => {
    const placed = new Date('2025-01-01T10:00:00Z');
    expect(orderClientId('NJ-1', placed)).toMatch(/^\d+\.1735725600$/);
    expect(orderClientId('NJ-1', placed)).toBe(orderClientId('NJ-1', placed));
    expect(orderClientId('NJ-2', placed)).not.toBe(orderClientId('NJ-1', placed));
  });
});

describe("the checkout request's browser data", () => {
  const request = (headers: Record<string, string>) =>
    new Request('https://noorejahan.test/api/v1/orders', { method: 'POST', headers });

  it('reads consent, _fbp, _fbc, the client id of _ga, the browser and the page', () => {
    const read = attributionOf(
      request({
        cookie: `nj_consent=granted; _fbp=${browser.fbp}; _fbc=${browser.fbc}; _ga=GA1.1.1234567890.1700000000`,
        'user-agent': 'Mozilla/5.0 (test)',
        referer: 'https://noorejahan.test/checkout',
      }),
    );
    expect(read).toEqual(browser);
  });

  it('builds _fbc from an fbclid in the page address when the pixel set none', () => {
    const at = new Date(1_735_725_600_123);
    const read = attributionOf(
      request({ referer: 'https://noorejahan.test/checkout?fbclid=IwAR0abc' }),
      at,
    );
    expect(read).toMatchObject({ consent: false, fbc: 'fb.1.1735725600123.IwAR0abc', fbp: null });
  });

  it('takes no consent from a declined or missing choice, and no client id from a stray _ga', () => {
    expect(attributionOf(request({ cookie: 'nj_consent=denied' })).consent).toBe(false);
    expect(gaClientIdOf('GA1.1.not-a-client')).toBeNull();
  });
});

describe('without the ids', () => {
  const bare = loadEnv({});

  it('tells the browser nothing to load and adds no host to the security policy', () => {
    expect(browserMeasurement(measurementConfig(bare))).toBeNull();
    expect(measurementSources(measurementConfig(bare))).toEqual({
      script: [],
      connect: [],
      img: [],
    });
  });

  it('refuses an id without its secret', () => {
    expect(() => loadEnv({ META_PIXEL_ID: '123' })).toThrow(/META_CAPI_TOKEN/);
    expect(() => loadEnv({ GA4_API_SECRET: 'x' })).toThrow(/GA4_MEASUREMENT_ID/);
  });

  it('with them, allows the partners’ script hosts and where they send', () => {
    const sources = measurementSources(measurementConfig(configured));
    expect(sources.script).toEqual([
      'https://connect.facebook.net',
      'https://www.googletagmanager.com',
    ]);
    expect(sources.connect).toEqual(
      expect.arrayContaining(['https://www.facebook.com', 'https://*.google-analytics.com']),
    );
  });
});
