import type { DefaultSession } from 'next-auth';

declare module 'next-auth' {
  /** What the browser learns of a session (never a token or password). */
  interface Session {
    user: DefaultSession['user'] & { id: string; name: string; phone: string | null };
  }
}
