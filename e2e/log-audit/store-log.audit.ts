import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { e2eMetricsToken, e2eStore } from '../support/e2e-store';

// Runs after every other project (playwright.config.ts): the store's log of the whole run,
// read line by line (docs/architecture.md, "Logs").
const store = e2eStore();
const logFile = store.env.LOG_FILE!;

type Line = { level: string; time: string; instance: string; msg: string } & Record<
  string,
  unknown
>;
const readLines = () =>
  fs
    .readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');

// A Bangladeshi mobile number or an e-mail address written out in full; the logger masks
// both (01*******678, f***@example.com).
const fullPhone = /(?<![\d*])(?:\+?88)?01[3-9]\d{8}(?!\d)/;
const fullEmail = /(?<![\w.*])[\w.+-]*[^\W*][\w.+-]*@[\w-]+\.[\w.-]+/;

test('every line of the run is JSON, and none holds a secret, a phone or an e-mail in full', () => {
  const lines = readLines();
  // Every page, API call and job of the run: thousands of lines.
  expect(lines.length).toBeGreaterThan(1000);
  const secrets = [
    e2eMetricsToken,
    ...Object.entries(store.env)
      .filter(([name]) => /PASSWORD|SECRET|TOKEN|_KEY/.test(name))
      .map(([, value]) => value),
  ];
  const problems: string[] = [];
  for (const text of lines) {
    let line: Line;
    try {
      line = JSON.parse(text) as Line;
    } catch {
      problems.push(`not JSON: ${text.slice(0, 200)}`);
      continue;
    }
    if (!line.level || !line.time || !line.instance)
      problems.push(`no level, time or instance: ${text}`);
    if (
      line.msg === 'request' &&
      (typeof line.requestId !== 'string' || String(line.path).includes('?'))
    )
      problems.push(`a request without its id, or with its query: ${text}`);
    for (const secret of secrets) if (text.includes(secret)) problems.push(`a secret: ${text}`);
    if (fullPhone.test(text)) problems.push(`a phone in full: ${text}`);
    if (fullEmail.test(text)) problems.push(`an e-mail in full: ${text}`);
    if (/bearer\s+\S{8,}|authjs\.session-token=/i.test(text))
      problems.push(`a credential: ${text}`);
  }
  expect(problems.slice(0, 20)).toEqual([]);
});

test("a request's line carries the id its answer shows", async ({ request }) => {
  const id = `log-audit-${randomUUID()}`;
  const answer = await request.get('/api/v1/xsrf', { headers: { 'x-request-id': id } });
  expect(answer.headers()['x-request-id']).toBe(id);
  const other = await request.get('/api/v1/xsrf');
  const made = other.headers()['x-request-id'];
  expect(made).toMatch(/^[\w.-]{8,128}$/);
  const lineOf = (requestId: string) =>
    readLines()
      .map((text) => JSON.parse(text) as Line)
      .find((line) => line.msg === 'request' && line.requestId === requestId);
  // The line is written once the answer has been sent, which the client may see first.
  await expect.poll(() => lineOf(id)).toMatchObject({ method: 'GET', path: '/api/v1/xsrf' });
  await expect.poll(() => lineOf(made!)).toMatchObject({ method: 'GET', status: 204 });
});
