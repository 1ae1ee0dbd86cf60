import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { createNonce, pageContentSecurityPolicy } from '@/lib/security/content-security-policy';
import { socialChat } from '@/lib/social-chat';

const policyOptions = {
  development: env.NODE_ENV === 'development',
  chat: socialChat !== null,
  https: env.SITE_URL.startsWith('https:'),
};

/**
 * Every page gets its own nonce: Next reads it from the request's Content-Security-Policy
 * and puts it on each script it renders, and the browser runs no other.
 */
export function proxy(request: NextRequest) {
  const policy = pageContentSecurityPolicy({ nonce: createNonce(), ...policyOptions });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('Content-Security-Policy', policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

export const config = {
  // Pages only. The excluded first segments are resourcePaths of
  // lib/security/security-headers.mjs (they get a fixed policy), plus Next's own files.
  matcher: [
    {
      source: '/((?!api/|media/|images/|fonts/|_next/static|_next/image|favicon.ico).*)',
      missing: [{ type: 'header', key: 'next-router-prefetch' }],
    },
  ],
};
