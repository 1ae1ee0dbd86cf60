import { POST as trackRoute } from '@/app/api/v1/orders/track/route';
import { POST as trackCodeRoute } from '@/app/api/v1/orders/track/code/route';
import { readTrackedOrder, trackedOrderCookieName } from '@/lib/ordering/orders/tracking/access';
import type { Order } from '@/lib/ordering/orders/types';
import { buildCatalogue } from '@/tests/fixtures/catalog';
import {
  errorOf,
  freshIp,
  freshPhone,
  latestCode,
  messagesTo,
  otherCode,
  send,
  type Answer,
} from '../accounts/helpers';
import { describeAppDatabase } from '../helpers/catalogue-suite';
import { placeGuestOrder, stockUp } from './track-support';

type Track = { number: string; phone: string };

const askCode = (body: Track | Record<string, unknown>, ip = freshIp()) =>
  send<{ message: string }>(trackCodeRoute, '/api/v1/orders/track/code', { body, as: { ip } });

const open = (body: Track & { otp: string }, ip = freshIp()) =>
  send<{ order: Order }>(trackRoute, '/api/v1/orders/track', { body, as: { ip } });

/** The spelling a shopper might type: +880, spaces and a dash. */
const spaced = (phone: string) =>
  `+880 ${phone.slice(4, 8)} ${phone.slice(8, 11)}-${phone.slice(11)}`;
const local = (phone: string) => `0${phone.slice(4)}`;

const grantOf = (answer: Answer<unknown>) => {
  const setCookie = answer.headers.get('set-cookie') ?? '';
  const [pair] = setCookie.split(';');
  return { setCookie, value: pair!.slice(`${trackedOrderCookieName}=`.length) };
};

describeAppDatabase('finding an order by its number and phone', buildCatalogue, () => {
  beforeAll(stockUp);

  it('sends a code to the order’s phone and opens that order with it, in any spelling', async () => {
    const phone = freshPhone();
    const number = await placeGuestOrder(local(phone));
    const asked = await askCode({ number: number.toLowerCase(), phone: spaced(phone) });
    expect(asked.status).toBe(202);
    const [sms] = await messagesTo(phone);
    expect(sms).toMatchObject({ channel: 'sms', recipient: phone });
    expect(sms!.body).toMatch(/^\d{6} is your .* code to see your order\./);

    const opened = await open({
      number,
      phone: `880${phone.slice(4)}`,
      otp: await latestCode(phone),
    });
    expect(opened.status).toBe(200);
    expect(opened.body.order).toMatchObject({
      number,
      status: 'pending',
      contact: { phone },
      items: [expect.objectContaining({ quantity: 1 })],
    });
    expect(opened.body.order.timeline.length).toBeGreaterThan(0);
    const grant = grantOf(opened);
    // One grant per language's tracking page: the Bangla page lives under /bn.
    const paths = opened.headers.getSetCookie().map((cookie) => /Path=([^;]+)/.exec(cookie)?.[1]);
    expect(paths).toEqual(['/track-order', '/bn/track-order']);
    expect(grant.setCookie).toMatch(/Path=\/track-order; Max-Age=1800; HttpOnly; SameSite=Lax/);
    expect(readTrackedOrder(grant.value)).toBe(number);
    // The code is used up: it opens nothing a second time.
    const again = await open({ number, phone, otp: await latestCode(phone) });
    expect(again.status).toBe(401);
  });

  it('refuses a wrong code with 401 invalid_code on the code field, and no access', async () => {
    const phone = freshPhone();
    const number = await placeGuestOrder(phone);
    await askCode({ number, phone });
    const right = await latestCode(phone);
    const wrong = await open({ number, phone, otp: otherCode(right) });
    expect(wrong.status).toBe(401);
    expect(errorOf(wrong)).toMatchObject({
      code: 'invalid_code',
      fields: { otp: expect.any(String) },
    });
    expect(wrong.headers.get('set-cookie')).toBeNull();
    expect((await open({ number, phone, otp: right })).status).toBe(200);
  });

  it('answers a wrong pair exactly as a right one, sending no code, and opens nothing', async () => {
    const phone = freshPhone();
    const stranger = freshPhone();
    const number = await placeGuestOrder(phone);
    const right = await askCode({ number, phone });
    const wrongPhone = await askCode({ number, phone: stranger });
    const noSuchOrder = await askCode({ number: 'NJ-000101-00000', phone });
    for (const answer of [wrongPhone, noSuchOrder]) {
      expect(answer.status).toBe(right.status);
      expect(answer.body).toEqual(right.body);
    }
    expect(await messagesTo(stranger)).toHaveLength(0);
    expect(await messagesTo(phone)).toHaveLength(2); // the checkout code and one tracking code

    const code = await latestCode(phone);
    const refusals = [
      await open({ number, phone: stranger, otp: code }),
      await open({ number: 'NJ-000101-00000', phone, otp: code }),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBe(401);
      expect(refusal.body).toEqual((await open({ number, phone, otp: otherCode(code) })).body);
    }
  });

  it('does not let the code for one order open another order of the same phone', async () => {
    const phone = freshPhone();
    const first = await placeGuestOrder(phone);
    const second = await placeGuestOrder(phone);
    await askCode({ number: first, phone });
    const code = await latestCode(phone);
    const crossed = await open({ number: second, phone, otp: code });
    expect(crossed.status).toBe(401);
    expect(crossed.headers.get('set-cookie')).toBeNull();
    const opened = await open({ number: first, phone, otp: code });
    expect(opened.body.order.number).toBe(first);
    expect(readTrackedOrder(grantOf(opened).value)).not.toBe(second);
  });

  it('limits codes per order and address, never per order alone: a stranger cannot lock the owner out', async () => {
    const phone = freshPhone();
    const number = await placeGuestOrder(phone);
    const stranger = freshIp();
    for (let request = 1; request <= 5; request += 1) {
      expect((await askCode({ number, phone: freshPhone() }, stranger)).status).toBe(202);
    }
    const sixth = await askCode({ number, phone: freshPhone() }, stranger);
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await messagesTo(phone)).toHaveLength(1); // the checkout code only
    // The owner, from her own address and with her phone, still gets her code.
    const owner = freshIp();
    expect((await askCode({ number, phone }, owner)).status).toBe(202);
    expect(await messagesTo(phone)).toHaveLength(2);

    const ip = freshIp();
    for (let request = 1; request <= 30; request += 1) {
      await askCode({ number: `NJ-000101-${String(request).padStart(5, '0')}`, phone }, ip);
    }
    const other = await placeGuestOrder(freshPhone());
    expect((await askCode({ number: other, phone }, ip)).status).toBe(429);
  });

  it('limits code tries per order and address: wrong phones from elsewhere never lock the owner out', async () => {
    const phone = freshPhone();
    const number = await placeGuestOrder(phone);
    const stranger = freshIp();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const guess = await open({ number, phone: freshPhone(), otp: '123456' }, stranger);
      expect(guess.status).toBe(401);
    }
    expect((await open({ number, phone: freshPhone(), otp: '123456' }, stranger)).status).toBe(429);
    const owner = freshIp();
    await askCode({ number, phone }, owner);
    const opened = await open({ number, phone, otp: await latestCode(phone) }, owner);
    expect(opened.status).toBe(200);
    expect(opened.body.order.number).toBe(number);
  });

  it('limits tries of one phone from one address across orders (429)', async () => {
    const phone = freshPhone();
    const ip = freshIp();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const number = `NJ-000102-${String(attempt).padStart(5, '0')}`;
      expect((await open({ number, phone, otp: '123456' }, ip)).status).toBe(401);
    }
    const next = await open({ number: 'NJ-000102-99999', phone, otp: '123456' }, ip);
    expect(next.status).toBe(429);
    // Another phone from that address is counted on its own.
    const another = await open(
      { number: 'NJ-000102-99999', phone: freshPhone(), otp: '123456' },
      ip,
    );
    expect(another.status).toBe(401);
  });

  it('lets no code be guessed: it dies after its five tries, whatever the addresses', async () => {
    const phone = freshPhone();
    const number = await placeGuestOrder(phone);
    await askCode({ number, phone });
    const code = await latestCode(phone);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = String((Number(code) + attempt) % 1_000_000).padStart(6, '0');
      expect((await open({ number, phone, otp: wrong })).status).toBe(401);
    }
    expect((await open({ number, phone, otp: code })).status).toBe(401);
  });

  it('names each bad field with a 400', async () => {
    const answer = await askCode({ number: '', phone: '12345' });
    expect(answer.status).toBe(400);
    expect(Object.keys(errorOf(answer).fields ?? {}).sort()).toEqual(['number', 'phone']);
    const noCode = await send(trackRoute, '/api/v1/orders/track', {
      body: { number: 'NJ-260521-48271', phone: '01712345678', otp: '12' },
    });
    expect(noCode.status).toBe(400);
    expect(errorOf(noCode).fields).toHaveProperty(['otp']);
  });
});
