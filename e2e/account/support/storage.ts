import { expect, type Page } from '@playwright/test';

/**
 * docs/decisions.md 4: nothing in the browser's storage holds a password or a token. Checks
 * every key and value of local and session storage for the words, the passwords
 * themselves and anything shaped like a JWT.
 */
export async function expectNoSecretsInStorage(page: Page, passwords: string[]) {
  const entries = await page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => [key, storage.getItem(key) ?? ''] as const),
    ),
  );
  for (const [key, value] of entries) {
    const text = `${key} ${value}`;
    expect(text, `storage entry ${key}`).not.toMatch(/password|token/i);
    expect(text, `storage entry ${key}`).not.toMatch(/eyJ[\w-]+\.[\w-]+/);
    for (const password of passwords) expect(text, `storage entry ${key}`).not.toContain(password);
  }
}
