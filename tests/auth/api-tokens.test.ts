import { issueApiToken, readApiToken } from '@/lib/auth/api-tokens';
import { readSessionCookie, sessionCookie } from '@/lib/auth/session-cookie';

describe('API tokens', () => {
  it('carries the user and session version, and refuses a changed token', async () => {
    const token = await issueApiToken({ userId: 7, sessionVersion: 3 });
    expect(await readApiToken(token)).toEqual({ userId: 7, sessionVersion: 3 });
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: '8', ver: 3, aud: 'api' })).toString(
      'base64url',
    );
    expect(await readApiToken(`${header}.${forged}.${signature}`)).toBeNull();
    expect(await readApiToken(`${header}.${payload}.x${signature}`)).toBeNull();
    expect(await readApiToken('not-a-token')).toBeNull();
  });

  it('is not accepted as a session cookie, nor a session cookie as a token', async () => {
    const request = new Request('http://localhost/');
    const cookie = await sessionCookie(request, { sub: '7', ver: 1, name: 'A' });
    const value = cookie.split(';')[0]!.split('=').slice(1).join('=');
    const withCookie = new Request('http://localhost/', {
      headers: { cookie: `authjs.session-token=${value}` },
    });
    expect(await readSessionCookie(withCookie)).toMatchObject({ sub: '7', ver: 1 });
    expect(await readApiToken(value)).toBeNull();
    const token = await issueApiToken({ userId: 7, sessionVersion: 1 });
    const withToken = new Request('http://localhost/', {
      headers: { cookie: `authjs.session-token=${token}` },
    });
    expect(await readSessionCookie(withToken)).toBeNull();
  });
});
