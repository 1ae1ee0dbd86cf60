import { accountRoutes } from '@/lib/identity/client';
import type { Messages } from '@/i18n/namespaces';

/** A key of `shell.account`: the name of an account link or action in the header. */
export type AuthLabelKey = keyof Messages['shell']['account'];

export type AuthLink = { labelKey: AuthLabelKey; href: string };

/** The header's account links (docs/store-spec.md section 2, Layout), signed out. */
export const signedOutLinks: AuthLink[] = [
  { labelKey: 'signIn', href: accountRoutes.login },
  { labelKey: 'createAccount', href: accountRoutes.signup },
];

/** Signed in, SIGN OUT (a button, see AccountLinks) comes before this. */
export const profileLink: AuthLink = { labelKey: 'myProfile', href: accountRoutes.profile };
