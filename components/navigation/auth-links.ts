import { accountRoutes } from '@/lib/account/constants';

export type AuthLink = { label: string; href: string };

/** The header's account links (docs/store-spec.md section 2, Layout), signed out. */
export const signedOutLinks: AuthLink[] = [
  { label: 'SIGN IN', href: accountRoutes.login },
  { label: 'CREATE ACCOUNT', href: accountRoutes.signup },
];

/** Signed in, SIGN OUT (a button, see AccountLinks) comes before this. */
export const profileLink: AuthLink = { label: 'MY PROFILE', href: accountRoutes.profile };
