/** A signed-up account and the Bearer token its sign-in gave (the apps' way to call the API). */
export type Shopper = { email: string; password: string; token: string };

export const shopperPassword = 'load-test-password-1';

async function postJson(url: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok)
    throw new Error(`${url} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

async function signUpAndIn(baseUrl: string, index: number): Promise<Shopper> {
  const email = `load-shopper-${index}@example.com`;
  await postJson(`${baseUrl}/api/v1/user/signup`, {
    name: `Load Shopper ${index}`,
    email,
    // A distinct valid Bangladeshi mobile for each account.
    phone: `0171${String(index).padStart(7, '0')}`,
    password: shopperPassword,
    confirmPassword: shopperPassword,
  });
  const { token } = await postJson(`${baseUrl}/api/v1/user/login`, {
    email,
    password: shopperPassword,
  });
  if (typeof token !== 'string') throw new Error('sign-in answered without a token');
  return { email, password: shopperPassword, token };
}

/** Signs up `count` accounts through the API, a few at a time (each hashes a password). */
export async function createShoppers(baseUrl: string, count: number): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  const batch = 4;
  for (let start = 0; start < count; start += batch) {
    const indexes = Array.from({ length: Math.min(batch, count - start) }, (_, i) => start + i);
    shoppers.push(...(await Promise.all(indexes.map((index) => signUpAndIn(baseUrl, index)))));
  }
  return shoppers;
}
