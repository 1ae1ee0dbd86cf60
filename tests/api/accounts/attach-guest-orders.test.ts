import { and, eq } from 'drizzle-orm';
import { GET as listOrdersRoute } from '@/app/api/v1/orders/route';
import { POST as phoneLogin } from '@/app/api/v1/user/phone_login/[phone]/route';
import { PUT as updatePhone } from '@/app/api/v1/user/updatePhone/[id]/route';
import { POST as reset } from '@/app/api/v1/user/password/reset/route';
import { POST as forgot } from '@/app/api/v1/user/password/forgot/route';
import { getDb } from '@/lib/db/client';
import { orderEvents, orders } from '@/lib/db/schema';
import type { Order } from '@/lib/ordering/orders/types';
import { buildCatalogue } from '@/tests/fixtures/catalog';
import { describeAppDatabase } from '../helpers/catalogue-suite';
import { createShopper } from '../shopper/shopper';
import { orderBody, placeOrder, variantBySku } from '../orders/support';
import { placeGuestOrder, stockUp } from '../orders/track-support';
import {
  freshPhone,
  latestCode,
  otherCode,
  params,
  phoneCodeSignIn,
  send,
  signUpUser,
  verify,
} from './helpers';

const ownerOf = async (number: string) =>
  (
    await getDb().select({ userId: orders.userId }).from(orders).where(eq(orders.number, number))
  )[0]!.userId;

const listedFor = async (token: string) =>
  (
    await send<Order[]>(listOrdersRoute, '/api/v1/orders', { method: 'GET', as: { token } })
  ).body.map((order) => order.number);

const local = (phone: string) => `0${phone.slice(4)}`;

describeAppDatabase('guest orders join the account that proves their phone', buildCatalogue, () => {
  beforeAll(stockUp);

  it('joins a phone sign-in’s account: that phone’s guest orders only, recorded off the shopper’s timeline', async () => {
    const phone = freshPhone();
    const mine = [await placeGuestOrder(local(phone)), await placeGuestOrder(phone)];
    const otherPhones = await placeGuestOrder(freshPhone());
    const someoneElse = await createShopper(getDb(), 'nadia@example.com');
    const { id } = await variantBySku('AC_1-One');
    const placedBySomeoneElse = await placeOrder(
      orderBody([{ id, quantity: 1 }], { contact: { name: 'Nadia Islam', phone } }),
      { headers: someoneElse.headers },
    );
    expect(placedBySomeoneElse.status).toBe(201);

    const signedIn = await phoneCodeSignIn(phone);
    expect(signedIn.status).toBe(200);
    const userId = signedIn.body.user!.id;
    for (const number of mine) expect(await ownerOf(number)).toBe(userId);
    expect(await ownerOf(otherPhones)).toBeNull();
    expect(await ownerOf(placedBySomeoneElse.body.order.number)).toBe(someoneElse.id);
    expect((await listedFor(signedIn.body.token!)).sort()).toEqual([...mine].sort());

    const [row] = await getDb().select().from(orders).where(eq(orders.number, mine[0]!));
    const notes = await getDb()
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, row!.id), eq(orderEvents.kind, 'note')));
    expect(notes).toEqual([
      expect.objectContaining({
        isPublic: false,
        note: expect.stringMatching(/proved this phone/),
      }),
    ]);
    const listed = await send<Order[]>(listOrdersRoute, '/api/v1/orders', {
      method: 'GET',
      as: { token: signedIn.body.token! },
    });
    const shown = listed.body.find((order) => order.number === mine[0])!;
    expect(shown.timeline.some((entry) => entry.kind === 'note')).toBe(false);
  });

  it('joins nothing on a wrong code, and later orders on the next sign-in', async () => {
    const phone = freshPhone();
    const first = await placeGuestOrder(phone);
    const path = '/api/v1/user/phone_login/:phone';
    await send(phoneLogin, path, { params: { phone } });
    const wrong = otherCode(await latestCode(phone));
    expect((await send(phoneLogin, path, { params: { phone }, body: { otp: wrong } })).status).toBe(
      401,
    );
    expect(await ownerOf(first)).toBeNull();

    const account = (await phoneCodeSignIn(phone)).body.user!.id;
    expect(await ownerOf(first)).toBe(account);
    const later = await placeGuestOrder(phone);
    expect(await ownerOf(later)).toBeNull();
    expect((await phoneCodeSignIn(phone)).body.user!.id).toBe(account);
    expect(await ownerOf(later)).toBe(account);
  });

  it('joins nothing to an account that only claimed the phone, until it proves it', async () => {
    const phone = freshPhone();
    const guest = await placeGuestOrder(phone);
    const bride = await signUpUser({ phone: local(phone) }, { prove: false });
    expect(await ownerOf(guest)).toBeNull();
    const proven = await verify(
      bride.id,
      { identifier: 'phone', otp: await latestCode(phone) },
      { token: bride.token },
    );
    expect(proven.status).toBe(200);
    expect(await ownerOf(guest)).toBe(bride.id);
  });

  it('joins them when a new number is proven on the profile', async () => {
    const bride = await signUpUser();
    const phone = freshPhone();
    const guest = await placeGuestOrder(phone);
    const change = (body: Record<string, string>) =>
      send(updatePhone, '/api/v1/user/updatePhone/:id', {
        method: 'PUT',
        params: params(bride.id),
        body,
        as: { token: bride.token },
      });
    expect((await change({ phone })).status).toBe(202);
    expect((await change({ phone, otp: otherCode(await latestCode(phone)) })).status).toBe(401);
    expect(await ownerOf(guest)).toBeNull();
    expect((await change({ phone, otp: await latestCode(phone) })).status).toBe(200);
    expect(await ownerOf(guest)).toBe(bride.id);
  });

  it('joins them when a password is reset with a code sent to the phone', async () => {
    const bride = await signUpUser({}, { prove: false });
    const guest = await placeGuestOrder(bride.phone);
    expect(
      (await send(forgot, '/api/v1/user/password/forgot', { body: { phone: bride.phone } })).status,
    ).toBe(202);
    const otp = await latestCode(bride.phone);
    const answer = await send(reset, '/api/v1/user/password/reset', {
      body: { phone: bride.phone, otp, password: 'lehenga2027', confirmPassword: 'lehenga2027' },
    });
    expect(answer.status).toBe(200);
    expect(await ownerOf(guest)).toBe(bride.id);
  });
});
