export type AuthLink = { label: string; href: string };

/** The header's account links (store-spec.md section 2): signed out until accounts exist. */
export const signedOutLinks: AuthLink[] = [
  { label: 'SIGN IN', href: '/authentication/login' },
  { label: 'CREATE ACCOUNT', href: '/authentication/signup' },
];
