import { expect, type APIRequestContext } from '@playwright/test';
import { codeSentBy } from '../../support/outbox';

export type Shopper = { name: string; email: string; phone: string; password: string };

let serial = 0;

/** A new shopper with an e-mail and phone of their own (the e2e database is kept between runs). */
export function newShopper(): Shopper {
  serial += 1;
  const stamp = `${Date.now()}${process.pid}${serial}`;
  const eight = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return {
    name: 'Ayesha Rahman',
    email: `ayesha.${stamp}@example.com`,
    phone: `017${eight}`,
    password: `Lehenga${serial}${eight.slice(0, 3)}`,
  };
}

/** Another mobile number nobody has, for a phone change. */
export const otherPhone = () => newShopper().phone;

/** The store's phone spelling, +8801XXXXXXXXX. */
export const storedPhone = (phone: string) => `+88${phone}`;

/** Reads the XSRF cookie that the contract asks cookie requests to echo. */
async function xsrf(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/v1/xsrf');
  const cookie = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  expect(response.ok() && cookie, 'an XSRF cookie').toBeTruthy();
  return decodeURIComponent(cookie!.value);
}

/**
 * Runs `send`, which makes sign-up send its codes, and returns the code that reached the
 * phone and the one that reached the e-mail (docs/decisions.md 11).
 */
export async function signupCodesSentBy(
  request: APIRequestContext,
  shopper: Shopper,
  send: () => Promise<void>,
): Promise<{ phone: string; email: string }> {
  let phone = '';
  const email = await codeSentBy(request, shopper.email, async () => {
    phone = await codeSentBy(request, shopper.phone, send);
  });
  return { phone, email };
}

/** Proves the phone and e-mail with their codes, as their owner, through the API. */
async function proveIdentifiers(
  request: APIRequestContext,
  shopper: Shopper,
  codes: { phone: string; email: string },
) {
  const login = await request.post('/api/v1/user/login', {
    headers: { 'x-xsrf-token': await xsrf(request) },
    data: { email: shopper.email, password: shopper.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { user, token } = (await login.json()) as { user: { id: number }; token: string };
  for (const identifier of ['phone', 'email'] as const) {
    const proven = await request.post(`/api/v1/user/verify/${user.id}`, {
      headers: { authorization: `Bearer ${token}`, 'x-xsrf-token': await xsrf(request) },
      data: { identifier, otp: codes[identifier] },
    });
    expect(proven.status(), await proven.text()).toBe(200);
  }
}

/**
 * Creates the shopper through the API, for tests whose subject is not sign-up itself, and
 * proves their phone and e-mail as sign-up's second step would.
 */
export async function createShopper(request: APIRequestContext): Promise<Shopper> {
  const shopper = newShopper();
  const codes = await signupCodesSentBy(request, shopper, async () => {
    const response = await request.post('/api/v1/user/signup', {
      headers: { 'x-xsrf-token': await xsrf(request) },
      data: { ...shopper, confirmPassword: shopper.password },
    });
    expect(response.status(), await response.text()).toBe(201);
  });
  await proveIdentifiers(request, shopper, codes);
  return shopper;
}
