import 'server-only';
import { ApiError } from './errors';

/** Who is calling, as far as the API cares. */
export type Viewer = { id: number; isStaff: boolean };

/** 'none': never looks; 'optional': a viewer or null; 'required': 401 without one. */
export type AuthMode = 'none' | 'optional' | 'required';

type Authenticator = (request: Request) => Promise<Viewer | null>;

/**
 * The extension point for accounts: no users exist yet, so every caller is an anonymous
 * shopper. The Accounts issue replaces this with the Bearer token and session cookie check.
 */
export const authenticate: Authenticator = async () => null;

export function unauthenticated(): ApiError {
  return new ApiError({ status: 401, code: 'unauthenticated', message: 'Please sign in first.' });
}
