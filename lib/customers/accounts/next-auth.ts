import 'server-only';
import { eq } from 'drizzle-orm';
import NextAuth, { CredentialsSignin, type NextAuthConfig } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import Google from 'next-auth/providers/google';
import {
  accountRoutes,
  clientIp,
  endSignIn,
  isEndedSession,
  isGoogleEnabled,
  authSecret,
  sessionMaxAgeSeconds,
  newSessionId,
  loginSchema,
  otpSchema,
} from '@/lib/identity';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { DomainError } from '@/lib/domain-error';
import { env } from '@/lib/env';
import { signInWithGoogle, signInWithPassword, signInWithPhoneCode } from './sign-in';
import type { Account } from './types';
import { googleMeetsUnprovenEmail } from './unproven-email';
import { localeSchema, phoneSchema } from '@/lib/validation';
import { logger } from '@/lib/log/logger';

/**
 * The `code` that `signIn()` hands back to the form, so it can say what went wrong where:
 * `invalid_email` is an address that cannot be one, said beside the e-mail field.
 */
export type SignInErrorCode =
  'invalid_credentials' | 'invalid_email' | 'invalid_code' | 'throttled';

class SignInRefused extends CredentialsSignin {
  constructor(code: SignInErrorCode) {
    super();
    this.code = code;
  }
}

function refusal(error: unknown): Error {
  if (error instanceof DomainError) {
    if (error.kind === 'throttled') return new SignInRefused('throttled');
    if (error.code === 'invalid_code') return new SignInRefused('invalid_code');
    return new SignInRefused('invalid_credentials');
  }
  return error instanceof Error ? error : new Error(String(error));
}

type SessionUser = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  ver: number;
};

const toSessionUser = (account: Account): SessionUser => ({
  id: String(account.id),
  name: account.name,
  email: account.email,
  phone: account.phone,
  ver: account.sessionVersion,
});

/** Runs a sign-in service, turning its errors into codes the sign-in form understands. */
async function authorizeWith(run: () => Promise<Account>): Promise<SessionUser> {
  try {
    return toSessionUser(await run());
  } catch (error) {
    throw refusal(error);
  }
}

const passwordProvider = Credentials({
  id: 'password',
  name: 'E-mail and password',
  credentials: { email: {}, password: {}, locale: {} },
  authorize: (credentials, request) => {
    const input = loginSchema.safeParse(credentials);
    if (!input.success) {
      const badEmail = input.error.issues.some((issue) => issue.path[0] === 'email');
      throw new SignInRefused(badEmail ? 'invalid_email' : 'invalid_credentials');
    }
    return authorizeWith(() => signInWithPassword(input.data, clientIp(request)));
  },
});

const phoneProvider = Credentials({
  id: 'phone',
  name: 'Phone and code',
  credentials: { phone: {}, code: {}, locale: {} },
  authorize: (credentials, request) => {
    const phone = phoneSchema.safeParse(credentials.phone);
    const otp = otpSchema.safeParse(credentials.code);
    if (!phone.success || !otp.success) throw new SignInRefused('invalid_code');
    // The page's language, for the account's later messages; a language it does not know is English.
    const locale = localeSchema.catch('en').parse(credentials.locale);
    return authorizeWith(() =>
      signInWithPhoneCode({ phone: phone.data, otp: otp.data, locale }, clientIp(request)),
    );
  },
});

async function currentSessionVersion(userId: number): Promise<number | undefined> {
  if (!Number.isInteger(userId)) return undefined;
  const [row] = await getDb()
    .select({ version: users.sessionVersion })
    .from(users)
    .where(eq(users.id, userId));
  return row?.version;
}

function config(): NextAuthConfig {
  return {
    secret: authSecret(),
    trustHost: true,
    // A wrong password is an everyday event, not a server error worth a stack in the log.
    logger: {
      error: (error) => {
        if (!(error instanceof CredentialsSignin)) logger().error({ err: error }, 'auth error');
      },
    },
    session: { strategy: 'jwt', maxAge: sessionMaxAgeSeconds },
    pages: { signIn: '/authentication/login', error: '/authentication/login' },
    providers: [
      passwordProvider,
      phoneProvider,
      ...(isGoogleEnabled()
        ? [
            Google({
              clientId: env.GOOGLE_CLIENT_ID,
              clientSecret: env.GOOGLE_CLIENT_SECRET,
              issuer: env.GOOGLE_ISSUER,
            }),
          ]
        : []),
    ],
    events: {
      // Signing out (of the store or of /admin) ends the sign-in and its staff sessions on
      // the server, not just the cookies in this browser.
      async signOut(message) {
        const token = 'token' in message ? message.token : null;
        const userId = Number(token?.sub);
        if (typeof token?.sid === 'string' && Number.isInteger(userId)) {
          await endSignIn(userId, token.sid);
        }
      },
    },
    callbacks: {
      // docs/decisions.md 2: only an e-mail that Google has verified may name an account;
      // docs/decisions.md 11: and never one an account holds without having proven it.
      async signIn({ account, profile }) {
        if (account?.provider !== 'google') return true;
        if (profile?.email_verified !== true || !profile.sub || !profile.email) return false;
        const unproven = await googleMeetsUnprovenEmail(profile.sub, profile.email);
        return unproven ? `${accountRoutes.login}?error=AccessDenied&code=email_unproven` : true;
      },
      // A sign-in (Google's or a form's) starts a session with an id of its own (`sid`): the
      // XSRF token is bound to it, so a token from before the sign-in no longer passes.
      async jwt({ token, user, account, profile }) {
        if (account?.provider === 'google' && profile?.sub && profile.email) {
          const signedIn = await signInWithGoogle({
            subject: profile.sub,
            email: profile.email,
            name: profile.name ?? '',
          });
          const { id, ...rest } = toSessionUser(signedIn);
          return { ...token, ...rest, sub: id, sid: newSessionId() };
        }
        if (user) {
          const { id, ...rest } = user as unknown as SessionUser;
          return { ...token, ...rest, sub: id, sid: newSessionId() };
        }
        // Every later look at the session: it ends once the password has changed, or once
        // this sign-in was signed out (a copy of its cookie outlives the browser's).
        const version = await currentSessionVersion(Number(token.sub));
        if (version === undefined || version !== token.ver) return null;
        if (typeof token.sid === 'string' && (await isEndedSession(token.sid))) return null;
        return token;
      },
      session({ session, token }) {
        return {
          ...session,
          user: {
            ...session.user,
            id: token.sub ?? '',
            name: (token.name as string | undefined) ?? '',
            email: (token.email as string | null | undefined) ?? null,
            phone: (token.phone as string | null | undefined) ?? null,
          },
        };
      },
    },
  };
}

// Auth.js builds its links (Google's callback, its redirects) from the request's address,
// which is the server's own (http://0.0.0.0:3000 for the standalone server, localhost for
// `next start`), not the address shoppers use behind nginx or a CDN. AUTH_URL makes it use
// the store's public address instead (node_modules/next-auth/lib/env.js, reqWithEnvURL).
process.env.AUTH_URL ??= env.SITE_URL;

export const { handlers, auth, signIn, signOut } = NextAuth(config);
