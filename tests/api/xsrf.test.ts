import { api } from '@/lib/api';
import { newXsrfCookie } from '@/lib/api/xsrf';
import { call, type ErrorBody } from './helpers/call';

const change = api({}, () => ({ changed: true }));

type XsrfCase = [method: string, cookie: string | null, header: string | null, status: number];

const cases: XsrfCase[] = [
  ['POST', null, null, 200],
  ['POST', 'session=abc', null, 403],
  ['POST', 'session=abc; XSRF-TOKEN=t1', null, 403],
  ['POST', 'XSRF-TOKEN=t1', 't1', 200],
  ['POST', 'XSRF-TOKEN=t1', 't2', 403],
  ['POST', 'XSRF-TOKEN=t1', 't11', 403],
  ['POST', 'session=abc', 't1', 403],
  ['POST', 'XSRF-TOKEN=a%3Db', 'a=b', 200],
  ['PUT', 'session=abc', null, 403],
  ['PATCH', 'session=abc', null, 403],
  ['DELETE', 'session=abc', null, 403],
  ['DELETE', 'XSRF-TOKEN=t1; session=abc', 't1', 200],
  ['GET', 'session=abc', null, 200],
];

describe('the XSRF rule', () => {
  it.each(cases)(
    '%s with cookie %j and header %j answers %i',
    async (method, cookie, header, status) => {
      const headers: Record<string, string> = {};
      if (cookie) headers.Cookie = cookie;
      if (header) headers['X-XSRF-TOKEN'] = header;
      const answer = await call<ErrorBody>(change, '/x', { method, headers });
      expect(answer.status).toBe(status);
      if (status === 403) expect(answer.body.error.code).toBe('csrf_failed');
    },
  );

  it('issues a random token cookie that scripts can read', () => {
    const cookie = newXsrfCookie(true);
    expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]{32}; Path=\/; SameSite=Lax; Secure$/);
    expect(newXsrfCookie(false)).not.toContain('Secure');
    expect(newXsrfCookie(false)).not.toContain('HttpOnly');
  });
});
