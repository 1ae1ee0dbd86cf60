import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { POST as wishlistAdd } from '@/app/api/v1/product/wishlist/route';
import { PUT as cartPut } from '@/app/api/v1/cart/route';
import { PUT as addressPut } from '@/app/api/v1/user/updateAddress/[id]/route';
import { authenticate } from '@/lib/api/auth';
import { issueApiToken } from '@/lib/identity/auth/api-tokens';
import { hashPassword } from '@/lib/identity/auth/passwords';
import { newSessionId } from '@/lib/identity/auth/session-id';
import { getDb } from '@/lib/db/client';
import { addresses, userMeasurements, users, variants } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import { startStaffSession } from '@/lib/identity/staff/staff-sessions';
import { call } from '@/tests/api/helpers/call';
import { sessionOf } from '@/tests/api/accounts/helpers';
import { orderBody, placeOrder } from '@/tests/api/orders/support';
import { jsonBody } from '@/tests/api/shopper/shopper';
import type { CatalogueFixture } from '@/tests/fixtures/catalog';
import { browserCookies, cookieHeader } from '@/tests/staff/staff-fixture';

/** A signed-in person: a Bearer token for apps and a session cookie for the browser. */
export type Party = {
  id: number;
  email: string;
  phone: string;
  token: string;
  /** `name=value` of the web session cookie. */
  session: string;
};

/** Everything hostile requests aim at: the attacker's own account and the victim's data. */
export type Targets = {
  attacker: Party;
  victim: Party & { addressId: number; orderNumbers: string[] };
  /** Texts only the victim's own answers hold: no answer to anyone else may show them. */
  victimSecrets: string[];
  productIds: number[];
  variantIds: number[];
};

export const victimAddress = {
  recipient: 'Nadia Islam',
  phone: '01812345678',
  division: 'Dhaka',
  district: 'Dhaka',
  area: 'Gulshan',
  line: 'House 7, Road 3',
  label: 'Home',
  is_default: true,
};

const victimContact = { name: 'Nadia Islam', phone: '01812345678', email: 'nadia@example.com' };
const { division, district, area, line } = victimAddress;

/** A fresh token and cookie for the user's current session version (after a password change). */
export async function signIn(id: number): Promise<Pick<Party, 'token' | 'session'>> {
  const [row] = await getDb().select().from(users).where(eq(users.id, id));
  const token = await issueApiToken({ userId: id, sessionVersion: row!.sessionVersion });
  return { token, session: await sessionOf(id) };
}

async function createParty(name: string, email: string, phone: string): Promise<Party> {
  const [row] = await getDb().insert(users).values({ email, name, phone }).returning();
  return { id: row!.id, email, phone, ...(await signIn(row!.id)) };
}

const bearer = (party: Party) => ({ authorization: `Bearer ${party.token}` });

/** The victim owns an address, a wishlist, a cart and two orders (cash and gateway). */
async function furnishVictim(victim: Party, fixture: CatalogueFixture) {
  const headers = bearer(victim);
  const productId = fixture.product['ivory-banarasi-saree']!;
  const [saree] = await getDb().select().from(variants).where(eq(variants.productId, productId));
  const items = [{ id: saree!.id, quantity: 1 }];
  const saved = await call(addressPut, `/api/v1/user/updateAddress/${victim.id}`, {
    ...jsonBody('PUT', victimAddress, headers),
    params: { id: String(victim.id) },
  });
  expect(saved.status).toBe(200);
  const [address] = await getDb().select().from(addresses).where(eq(addresses.userId, victim.id));
  const wished = await call(wishlistAdd, '/api/v1/product/wishlist', {
    ...jsonBody('POST', { product_id: productId }, headers),
  });
  expect(wished.status).toBeLessThan(300);
  const carted = await call(cartPut, '/api/v1/cart', {
    ...jsonBody('PUT', { items }, headers),
  });
  expect(carted.status).toBe(200);
  const orderNumbers: string[] = [];
  for (const payment of ['cod', 'sslcommerz']) {
    const body = orderBody(items, { payment, contact: victimContact });
    const placed = await placeOrder(
      { ...body, address: { division, district, area, line } },
      {
        headers,
        key: randomUUID(),
      },
    );
    expect(placed.status).toBe(201);
    orderNumbers.push(placed.body.order.number);
  }
  return { addressId: address!.id, orderNumbers };
}

export async function createTargets(fixture: CatalogueFixture): Promise<Targets> {
  const variantIds = (await getDb().select({ id: variants.id }).from(variants)).map((v) => v.id);
  const attacker = await createParty('Mallory', 'mallory@example.com', '+8801911111111');
  const victim = await createParty('Nadia Islam', 'nadia@example.com', '+8801812345678');
  return {
    attacker,
    victim: { ...victim, ...(await furnishVictim(victim, fixture)) },
    victimSecrets: [victim.email, victim.phone.slice(3), victimAddress.recipient, line],
    productIds: Object.values(fixture.product),
    variantIds,
  };
}

/**
 * A browser of user `id` with the staff second step proven in its sign-in: its session
 * cookie and the staff cookie, and a fresh Bearer token (which calls as a shopper).
 */
export async function signInAsStaff(id: number): Promise<Pick<Party, 'token' | 'session'>> {
  const { token } = await signIn(id);
  const sid = newSessionId();
  const staffToken = await writeTransaction((tx) =>
    startStaffSession(tx, { userId: id, authSessionId: sid, method: 'totp' }),
  );
  return { token, session: cookieHeader(await browserCookies(id, sid, staffToken)) };
}

/** The role the API grants this cookie: 'staff', 'owner', … or null for a shopper's. */
export async function staffRoleOf(cookie: string) {
  const viewer = await authenticate(new Request('http://localhost/', { headers: { cookie } }));
  return viewer?.staffRole ?? null;
}

/** The owner's password: not the one the hostile bodies send, so no sign-in opens her account. */
const ownerPassword = 'owner-only-2026';

/**
 * Gives the parties ranks: the attacker becomes a staff member of the lowest role, signed in
 * with the second step proven; the victim becomes the owner, with a password, a proven phone
 * and e-mail, and saved measurements. Her other data stays as createTargets made it.
 */
export async function promoteToStaff({ attacker, victim }: Targets): Promise<void> {
  await getDb().update(users).set({ staffRole: 'staff' }).where(eq(users.id, attacker.id));
  await getDb()
    .update(users)
    .set({
      staffRole: 'owner',
      passwordHash: await hashPassword(ownerPassword),
      emailVerifiedAt: new Date(),
      phoneVerifiedAt: new Date(),
    })
    .where(eq(users.id, victim.id));
  await getDb()
    .insert(userMeasurements)
    .values({ userId: victim.id, unit: 'cm', values: { bust: 86, waist: 71 } })
    .onConflictDoNothing();
  Object.assign(attacker, await signInAsStaff(attacker.id));
}
