import { expect, type APIRequestContext } from '@playwright/test';

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

/** Creates the shopper through the API, for tests whose subject is not sign-up itself. */
export async function createShopper(request: APIRequestContext): Promise<Shopper> {
  const shopper = newShopper();
  const response = await request.post('/api/v1/user/signup', {
    headers: { 'x-xsrf-token': await xsrf(request) },
    data: { ...shopper, confirmPassword: shopper.password },
  });
  expect(response.status(), await response.text()).toBe(201);
  return shopper;
}
