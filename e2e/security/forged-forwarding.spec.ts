import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { e2ePort } from '../support/ports';

// A store of its own beside the main one, whose per-IP limits are the real ones, so thirty
// sign-ins reach them.
const port = e2ePort('strictStore');
const store = `http://localhost:${port}`;
const dataDir = `data/e2e-strict-${port}-data`;
// Where e2e/support/strict-store.ts copies the build.
const buildDir = `data/e2e-strict-${port}`;

let server: ChildProcess;

async function answering(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`The store exited with ${server.exitCode}`);
    const ok = await fetch(url).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resume) => setTimeout(resume, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

test.describe('per-IP limits and forged forwarding headers @desktop-only', () => {
  test.beforeAll(async () => {
    test.setTimeout(3 * 60_000);
    fs.rmSync(dataDir, { recursive: true, force: true });
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
    delete env.RATE_LIMIT_SCALE;
    delete env.TRUSTED_PROXY_HOPS;
    server = spawn(
      './node_modules/.bin/tsx',
      ['--conditions=react-server', 'e2e/support/strict-store.ts'],
      { env, stdio: 'inherit' },
    );
    await answering(`${store}/api/v1/xsrf`, 2.5 * 60_000);
  });

  test.afterAll(async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    // Its copy of the build and its database are of no use to the next run.
    for (const dir of [dataDir, buildDir]) fs.rmSync(dir, { recursive: true, force: true });
  });

  test('thirty wrong sign-ins from one address are the limit, whatever X-Forwarded-For says', async ({
    request,
  }) => {
    // Each request claims another address, in every header a client might hope is read.
    const forged = (attempt: number) => ({
      'x-forwarded-for': `198.51.100.${attempt}`,
      forwarded: `for=198.51.100.${attempt}`,
      'x-store-client-address': `203.0.113.${attempt}`,
    });
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 32; attempt += 1) {
      const answer = await request.post(`${store}/api/v1/user/login`, {
        // A new account each time, so that only the limit per address can refuse.
        data: { email: `nobody-${attempt}@example.com`, password: 'not-the-password-1' },
        headers: forged(attempt),
      });
      statuses.push(answer.status());
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses.slice(30)).toEqual([429, 429]);

    // next-auth's sign-in form, which the storefront uses, counts against the same address.
    const csrf = await request.get(`${store}/api/auth/csrf`, { headers: forged(33) });
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const form = await request.post(`${store}/api/auth/callback/password`, {
      form: { email: 'nobody-33@example.com', password: 'not-the-password-1', csrfToken },
      headers: { ...forged(33), 'x-auth-return-redirect': '1' },
    });
    expect(((await form.json()) as { url: string }).url).toContain('code=throttled');
  });
});
