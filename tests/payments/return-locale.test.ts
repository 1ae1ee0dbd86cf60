import { POST as gatewayReturn } from '@/app/api/v1/payments/sslcommerz/return/[outcome]/route';
import type { RouteHandler } from '@/lib/api/handler';
import {
  callbackUrls,
  setSslcommerzConfigForTests,
  type SslcommerzConfig,
} from '@/lib/payments/sslcommerz/config';
import { sessionFields } from '@/lib/payments/sslcommerz/session';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { call } from '@/tests/api/helpers/call';

const config: SslcommerzConfig = {
  storeId: 'noorejahan',
  storePassword: 'noorejahan@ssl',
  apiUrl: 'http://127.0.0.1:9',
  siteUrl: 'https://noorejahan.test',
};
const base = 'https://noorejahan.test/api/v1/payments/sslcommerz';
const order = {
  tranId: 'NJ-261126-00001',
  total: 18080,
  contact: { name: 'Ayesha', phone: '+8801712345678', email: null },
  address: { division: 'Dhaka', district: 'Dhaka', area: 'Banani', line: 'Road 11' },
  items: [{ name: 'Ivory Banarasi Saree', quantity: 1 }],
};

const returnTo = (outcome: string, query = '') =>
  call(gatewayReturn as RouteHandler, `/api/v1/payments/sslcommerz/return/${outcome}${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ tran_id: order.tranId, status: 'FAILED' }).toString(),
    params: { outcome },
  });

// The return counts against a per-address limit kept in the database.
describeAppDatabase(
  'the gateway sends the shopper back in her language',
  async () => null,
  () => {
    afterEach(() => setSslcommerzConfigForTests(undefined));

    it('names Bangla in the return addresses of a Bangla order, and nothing for English', () => {
      expect(sessionFields(config, { ...order, locale: 'bn' })).toMatchObject({
        success_url: `${base}/return/success?locale=bn`,
        fail_url: `${base}/return/fail?locale=bn`,
        cancel_url: `${base}/return/cancel?locale=bn`,
        ipn_url: `${base}/ipn`,
      });
      expect(sessionFields(config, order).success_url).toBe(`${base}/return/success`);
      expect(callbackUrls(config, 'en').fail_url).toBe(`${base}/return/fail`);
    });

    it('answers the return with the checkout page under /bn for a Bangla order', async () => {
      // Unsigned, the return is only a redirect: no order is touched.
      setSslcommerzConfigForTests(config);
      const bangla = await returnTo('fail', '?locale=bn');
      expect(bangla.status).toBe(303);
      expect(bangla.headers.get('location')).toBe('/bn/checkout?payment=failed');
      const english = await returnTo('cancel');
      expect(english.headers.get('location')).toBe('/checkout?payment=cancelled');
      const unknown = await returnTo('cancel', '?locale=fr');
      expect(unknown.headers.get('location')).toBe('/checkout?payment=cancelled');
    });
  },
);
