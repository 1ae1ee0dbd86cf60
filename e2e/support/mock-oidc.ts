import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';

/**
 * A local stand-in for Google's OpenID provider, for tests: discovery, keys, an
 * authorization page that asks which e-mail to sign in as, the token endpoint, and a
 * signer for ID tokens (valid ones, and ones made wrong on purpose).
 */
export type MockOidc = {
  issuer: string;
  signIdToken(
    claims: IdClaims,
    options?: { audience?: string; expiresIn?: string },
  ): Promise<string>;
  close(): Promise<void>;
};

export type IdClaims = { email: string; name?: string; email_verified?: boolean; nonce?: string };

type Grant = { email: string; name: string; nonce?: string; clientId: string };

/** The same e-mail always gets the same subject, as with Google. */
export const subjectFor = (email: string) =>
  `mock-${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 20)}`;

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return new URLSearchParams(body);
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function authorizePage(query: URLSearchParams): string {
  const hidden = ['client_id', 'redirect_uri', 'state', 'nonce']
    .map((name) => `<input type="hidden" name="${name}" value="${escape(query.get(name) ?? '')}">`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mock Google sign-in</title></head>
<body><h1>Mock Google sign-in</h1><form method="post" action="/authorize">${hidden}
<label>Google account e-mail <input name="email" type="email" required></label>
<label>Name <input name="name" value="Mock Google User"></label>
<button type="submit">Continue</button></form></body></html>`;
}

function send(response: ServerResponse, status: number, body: unknown, type = 'application/json') {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

export async function startMockOidc({
  port = 0,
  clientId,
}: {
  port?: number;
  clientId: string;
}): Promise<MockOidc> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'mock-key', alg: 'RS256', use: 'sig' };
  const grants = new Map<string, Grant>();
  let issuer = '';

  const signIdToken: MockOidc['signIdToken'] = (claims, options = {}) =>
    new SignJWT({ email_verified: true, name: 'Mock Google User', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'mock-key' })
      .setIssuer(issuer)
      .setSubject(subjectFor(claims.email))
      .setAudience(options.audience ?? clientId)
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '1h')
      .sign(privateKey);

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    if (url.pathname === '/.well-known/openid-configuration') {
      return send(response, 200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      });
    }
    if (url.pathname === '/jwks') return send(response, 200, { keys: [jwk] });
    if (url.pathname === '/authorize' && request.method === 'GET') {
      return send(response, 200, authorizePage(url.searchParams), 'text/html; charset=utf-8');
    }
    if (url.pathname === '/authorize' && request.method === 'POST') {
      const form = await readForm(request);
      const code = randomBytes(16).toString('hex');
      grants.set(code, {
        email: form.get('email') ?? '',
        name: form.get('name') ?? '',
        nonce: form.get('nonce') || undefined,
        clientId: form.get('client_id') ?? '',
      });
      const target = new URL(form.get('redirect_uri') ?? '');
      target.searchParams.set('code', code);
      target.searchParams.set('state', form.get('state') ?? '');
      response.writeHead(302, { location: target.toString() });
      return response.end();
    }
    if (url.pathname === '/token' && request.method === 'POST') {
      const code = (await readForm(request)).get('code') ?? '';
      const grant = grants.get(code);
      if (!grant) return send(response, 400, { error: 'invalid_grant' });
      grants.delete(code);
      const idToken = await signIdToken({
        email: grant.email,
        name: grant.name,
        nonce: grant.nonce,
      });
      return send(response, 200, {
        access_token: code,
        token_type: 'Bearer',
        expires_in: 3600,
        scope: 'openid email profile',
        id_token: idToken,
      });
    }
    send(response, 404, { error: 'not_found' });
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    get issuer() {
      return issuer;
    },
    signIdToken,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
