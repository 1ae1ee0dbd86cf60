import { eq } from 'drizzle-orm';
import { POST as trackRoute } from '@/app/api/v1/orders/track/route';
import { POST as trackCodeRoute } from '@/app/api/v1/orders/track/code/route';
import { POST as forgotRoute } from '@/app/api/v1/user/password/forgot/route';
import { POST as resetRoute } from '@/app/api/v1/user/password/reset/route';
import { POST as loginRoute } from '@/app/api/v1/user/login/route';
import { POST as phoneLoginRoute } from '@/app/api/v1/user/phone_login/[phone]/route';
import type { Locale } from '@/i18n/routing';
import { issueCode } from '@/lib/identity/auth/codes';
import { getDb } from '@/lib/db/client';
import { orders, users } from '@/lib/db/schema';
import { buildCatalogue } from '@/tests/fixtures/catalog';
import { describeAppDatabase } from '../helpers/catalogue-suite';
import { placeGuestOrder, stockUp } from '../orders/track-support';
import { errorOf, freshIp, goodPassword, send, signUpUser } from './helpers';

const localeOf = async (id: number) =>
  (await getDb().select({ locale: users.locale }).from(users).where(eq(users.id, id)))[0]!.locale;

const setLocale = (id: number, locale: Locale) =>
  getDb().update(users).set({ locale }).where(eq(users.id, id));

const phoneLogin = (phone: string, body?: Record<string, unknown>) =>
  send<{ token?: string }>(phoneLoginRoute, '/api/v1/user/phone_login/:phone', {
    params: { phone },
    body,
    as: { ip: freshIp() },
  });

const reset = (body: Record<string, unknown>) =>
  send(resetRoute, '/api/v1/user/password/reset', { body, as: { ip: freshIp() } });

const newPassword = { password: 'shaadi2027', confirmPassword: 'shaadi2027' };

describeAppDatabase(
  'the account’s language follows the shopper’s last proven action',
  buildCatalogue,
  () => {
    beforeAll(stockUp);

    it('signing in by phone code keeps the language of the sign-in, English when none is named', async () => {
      const bride = await signUpUser();
      expect(await localeOf(bride.id)).toBe('en');
      const otp = await issueCode('phone_login', bride.phone);
      expect((await phoneLogin(bride.phone, { otp, locale: 'bn' })).status).toBe(200);
      expect(await localeOf(bride.id)).toBe('bn');
      const again = await issueCode('phone_login', bride.phone);
      expect((await phoneLogin(bride.phone, { otp: again })).status).toBe(200);
      expect(await localeOf(bride.id)).toBe('en');
    });

    it('asking for a code proves nothing and changes nothing; a wrong code neither', async () => {
      const bride = await signUpUser();
      expect((await phoneLogin(bride.phone, { locale: 'bn' })).status).toBe(202);
      const forgot = await send(forgotRoute, '/api/v1/user/password/forgot', {
        body: { email: bride.email, locale: 'bn' },
        as: { ip: freshIp() },
      });
      expect(forgot.status).toBe(202);
      expect(await localeOf(bride.id)).toBe('en');
      const otp = await issueCode('phone_login', bride.phone);
      const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
      expect((await phoneLogin(bride.phone, { otp: wrong, locale: 'bn' })).status).toBe(401);
      expect(await localeOf(bride.id)).toBe('en');
    });

    it('refuses a language it does not know with 400 on the locale field, changing nothing', async () => {
      const bride = await signUpUser();
      await setLocale(bride.id, 'bn');
      const otp = await issueCode('phone_login', bride.phone);
      const signIn = await phoneLogin(bride.phone, { otp, locale: 'fr' });
      expect(signIn.status).toBe(400);
      expect(errorOf(signIn).fields).toHaveProperty('locale');
      const code = await issueCode('password_reset', bride.email);
      const refused = await reset({ email: bride.email, otp: code, ...newPassword, locale: 'xx' });
      expect(refused.status).toBe(400);
      expect(errorOf(refused).fields).toHaveProperty('locale');
      expect(await localeOf(bride.id)).toBe('bn');
    });

    it('resetting the password with its code keeps the language of the reset, by e-mail or phone', async () => {
      const bride = await signUpUser();
      const byEmail = await issueCode('password_reset', bride.email);
      expect(
        (await reset({ email: bride.email, otp: byEmail, ...newPassword, locale: 'bn' })).status,
      ).toBe(200);
      expect(await localeOf(bride.id)).toBe('bn');
      const byPhone = await issueCode('password_reset', bride.phone);
      expect((await reset({ phone: bride.phone, otp: byPhone, ...newPassword })).status).toBe(200);
      expect(await localeOf(bride.id)).toBe('en');
    });

    it('signing in with the password keeps its language', async () => {
      const bride = await signUpUser();
      const body = { email: bride.email, password: goodPassword, locale: 'bn' };
      const signedIn = await send(loginRoute, '/api/v1/user/login', {
        body,
        as: { ip: freshIp() },
      });
      expect(signedIn.status).toBe(200);
      expect(await localeOf(bride.id)).toBe('bn');
      const wrong = await send(loginRoute, '/api/v1/user/login', {
        body: { ...body, password: 'not-it-2026', locale: 'en' },
        as: { ip: freshIp() },
      });
      expect(wrong.status).toBe(401);
      expect(await localeOf(bride.id)).toBe('bn');
    });

    it('opening an order with the tracking code keeps its language on the order and on the account that proved the phone', async () => {
      const bride = await signUpUser();
      const stranger = await signUpUser({}, { prove: false });
      const number = await placeGuestOrder(bride.phone);
      const [placed] = await getDb().select().from(orders).where(eq(orders.number, number));
      expect(placed!.locale).toBe('en');
      const asked = await send(trackCodeRoute, '/api/v1/orders/track/code', {
        body: { number, phone: bride.phone, locale: 'bn' },
        as: { ip: freshIp() },
      });
      expect(asked.status).toBe(202);
      expect(await localeOf(bride.id)).toBe('en');
      const otp = await issueCode('track_order', `${number}:${bride.phone}`);
      const opened = await send(trackRoute, '/api/v1/orders/track', {
        body: { number, phone: bride.phone, otp, locale: 'bn' },
        as: { ip: freshIp() },
      });
      expect(opened.status).toBe(200);
      const [tracked] = await getDb().select().from(orders).where(eq(orders.number, number));
      expect(tracked!.locale).toBe('bn');
      expect(await localeOf(bride.id)).toBe('bn');
      expect(await localeOf(stranger.id)).toBe('en');
    });
  },
);
