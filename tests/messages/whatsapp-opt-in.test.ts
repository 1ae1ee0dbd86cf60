import { profileSchema, signupSchema } from '@/lib/identity/schemas/account';
import { getUser } from '@/lib/customers/accounts/read';
import { updateProfile } from '@/lib/customers/accounts/profile';
import { getDb } from '@/lib/db/client';
import { env } from '@/lib/env';
import { orderBodySchema } from '@/lib/ordering/schemas/order';
import { setStock } from '@/tests/api/orders/support';
import { createShopper } from '@/tests/api/shopper/shopper';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { buildCatalogue } from '@/tests/fixtures/catalog';
import { deskContext, orderRow, placeCod } from '@/tests/order-desk/support';

const whatsappEnv = {
  WHATSAPP_ACCESS_TOKEN: 'wa-token',
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_APP_SECRET: 'app-secret',
  WHATSAPP_VERIFY_TOKEN: 'verify-token-of-16',
};
const saved = { ...env };

/** Runs with WhatsApp set up, or not. */
async function withWhatsApp<T>(on: boolean, run: () => Promise<T>): Promise<T> {
  Object.assign(env, on ? whatsappEnv : { WHATSAPP_ACCESS_TOKEN: undefined });
  try {
    return await run();
  } finally {
    Object.assign(env, saved);
  }
}

describe('the WhatsApp box as the server reads it', () => {
  it('takes the form’s on and off, or true and false, and leaves a missing one as no choice', () => {
    const profile = { name: 'Ayesha', username: '' };
    expect(profileSchema.parse({ ...profile, whatsapp: 'on' }).whatsapp).toBe(true);
    expect(profileSchema.parse({ ...profile, whatsapp: 'off' }).whatsapp).toBe(false);
    expect(profileSchema.parse({ ...profile, whatsapp: false }).whatsapp).toBe(false);
    expect(profileSchema.parse(profile).whatsapp).toBeUndefined();
    expect(profileSchema.safeParse({ ...profile, whatsapp: 'maybe' }).success).toBe(false);
    const signup = {
      name: 'Ayesha',
      email: 'a@example.com',
      phone: '01712345678',
      password: 'Longer-pass-1',
      confirmPassword: 'Longer-pass-1',
    };
    expect(signupSchema.parse({ ...signup, whatsapp: 'on' }).whatsapp).toBe(true);
  });

  it('refuses an order whose WhatsApp choice is not true or false', () => {
    const parsed = orderBodySchema.safeParse({ whatsapp: 'yes please' });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((issue) => issue.path.join('.'))).toContain('whatsapp');
  });
});

describeAppDatabase('opting in to WhatsApp', buildCatalogue, () => {
  const desk = deskContext();

  beforeAll(async () => {
    await setStock('AC_1-One', 9);
  });

  it('keeps the checkout’s choice with the order, only where WhatsApp is set up', async () => {
    const item = () => [{ id: desk.clutch, quantity: 1 }];
    const chosen = await withWhatsApp(true, () =>
      placeCod(desk.shopper, item(), { whatsapp: true }),
    );
    const declined = await withWhatsApp(true, () => placeCod(desk.shopper, item()));
    const unoffered = await withWhatsApp(false, () =>
      placeCod(desk.shopper, item(), { whatsapp: true }),
    );
    expect((await orderRow(chosen)).whatsappOptIn).toBe(true);
    expect((await orderRow(declined)).whatsappOptIn).toBe(false);
    expect((await orderRow(unoffered)).whatsappOptIn).toBe(false);
  });

  it('keeps the profile’s choice with the account, and shows it only where WhatsApp is set up', async () => {
    const shopper = await createShopper(getDb(), 'whatsapp-profile@example.com');
    const profile = { name: 'Nusrat', username: null };
    await withWhatsApp(true, async () => {
      expect((await getUser(shopper.id)).whatsapp_opt_in).toBe(false);
      await updateProfile(shopper.id, { ...profile, whatsapp: true });
      expect((await getUser(shopper.id)).whatsapp_opt_in).toBe(true);
      // A save without the box (an app's) leaves the choice as it was.
      await updateProfile(shopper.id, profile);
      expect((await getUser(shopper.id)).whatsapp_opt_in).toBe(true);
      await updateProfile(shopper.id, { ...profile, whatsapp: false });
      expect((await getUser(shopper.id)).whatsapp_opt_in).toBe(false);
    });
    await withWhatsApp(false, async () => {
      await updateProfile(shopper.id, { ...profile, whatsapp: true });
      expect((await getUser(shopper.id)).whatsapp_opt_in).toBeNull();
    });
    await withWhatsApp(true, async () => {
      expect((await getUser(shopper.id)).whatsapp_opt_in).toBe(false);
    });
  });
});
