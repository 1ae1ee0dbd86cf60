import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import {
  apiTokenLifetimeSeconds,
  issueApiToken,
  readApiToken,
} from '@/lib/identity/auth/api-tokens';
import { authSecret } from '@/lib/identity/auth/secret';
import { sessionIdIn } from '@/lib/identity/auth/session-id';
import { readSessionCookie, sessionCookie } from '@/lib/identity/auth/session-cookie';
import { atTime } from './clock';

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

  it('refuses an unsigned token (alg none)', async () => {
    const token = await issueApiToken({ userId: 7, sessionVersion: 3 });
    const payload = token.split('.')[1];
    const none = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    expect(await readApiToken(`${none}.${payload}.`)).toBeNull();
  });

  const key = () => createHmac('sha256', authSecret()).update('api-token-key').digest();
  const claims = { sub: '7', ver: 2, aud: 'api', exp: Math.floor(Date.now() / 1000) + 3600 };
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  /** A token signed with the real key by hand, with any header and claims. */
  const handMade = (header: object, payload: object) => {
    const input = `${encode(header)}.${encode(payload)}`;
    return `${input}.${createHmac('sha256', key()).update(input).digest('base64url')}`;
  };

  it('accepts the tokens apps were given before, made by a JWT library with the same key', async () => {
    const token = await new SignJWT({ ver: 2 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setAudience('api')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key());
    expect(await readApiToken(token)).toEqual({ userId: 7, sessionVersion: 2 });
    expect(await readApiToken(handMade({ alg: 'HS256', typ: 'JWT' }, claims))).toEqual({
      userId: 7,
      sessionVersion: 2,
    });
  });

  it('refuses a signed token for another audience, algorithm or extension, or not yet valid', async () => {
    expect(await readApiToken(handMade({ alg: 'HS256' }, { ...claims, aud: 'web' }))).toBeNull();
    expect(await readApiToken(handMade({ alg: 'HS512' }, claims))).toBeNull();
    expect(await readApiToken(handMade({ alg: 'HS256', crit: ['x'], x: 1 }, claims))).toBeNull();
    const later = Math.floor(Date.now() / 1000) + 600;
    expect(await readApiToken(handMade({ alg: 'HS256' }, { ...claims, nbf: later }))).toBeNull();
    expect(await readApiToken(handMade({ alg: 'HS256' }, { ...claims, sub: 7 }))).toBeNull();
    expect(
      await readApiToken(handMade({ alg: 'HS256' }, { ...claims, exp: '9999999999' })),
    ).toBeNull();
    expect(await readApiToken(handMade({ alg: 'HS256' }, [claims]))).toBeNull();
  });

  it('lasts 24 hours, and not a second more', async () => {
    expect(apiTokenLifetimeSeconds).toBe(24 * 60 * 60);
    const issuedAt = Date.now();
    const token = await atTime(issuedAt, () => issueApiToken({ userId: 7, sessionVersion: 1 }));
    const lifetime = apiTokenLifetimeSeconds * 1000;
    expect(await atTime(issuedAt + lifetime - 60_000, () => readApiToken(token))).toEqual({
      userId: 7,
      sessionVersion: 1,
    });
    expect(await atTime(issuedAt + lifetime + 1_000, () => readApiToken(token))).toBeNull();
    expect(await atTime(issuedAt + 7 * lifetime, () => readApiToken(token))).toBeNull();
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

  it('refuses a signature, or a session tag, written another way for the same bytes', async () => {
    // A 32-byte HMAC is 43 letters of base64url; the last carries 4 bits and 2 left over.
    const sameBytes = (text: string) => {
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
      const other = `${text.slice(0, -1)}${alphabet[alphabet.indexOf(text.at(-1)!) ^ 1]}`;
      expect(Buffer.from(other, 'base64url')).toEqual(Buffer.from(text, 'base64url'));
      return other;
    };
    const token = await issueApiToken({ userId: 7, sessionVersion: 3 });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    expect(await readApiToken(`${header}.${payload}.${sameBytes(signature)}`)).toBeNull();

    const cookie = await sessionCookie(new Request('http://localhost/'), {
      sub: '7',
      ver: 1,
      sid: 'the-session',
    });
    const value = cookie.split(';')[0]!.split('=').slice(1).join('=');
    const name = 'authjs.session-token';
    expect(sessionIdIn(new Map([[name, value]]))).toBe('sid:the-session');
    const parts = value.split('.');
    const changed = [...parts.slice(0, 4), sameBytes(parts[4]!)].join('.');
    expect(sessionIdIn(new Map([[name, changed]]))).toBeNull();
  });
});
