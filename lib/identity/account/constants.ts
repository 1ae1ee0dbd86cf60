/** The account pages' routes and constants, shared by pages, forms and the header. */
export const accountRoutes = {
  login: '/authentication/login',
  signup: '/authentication/signup',
  forgotPassword: '/authentication/forgot-password',
  profile: '/account/Profile',
  wishlist: '/account/wishlist',
  orders: '/account/orders',
} as const;

/** Where a visitor lands after signing in when no (safe) callbackUrl was given. */
export const defaultAfterSignIn = accountRoutes.profile;

/** A new code may be asked for this long after the last one (the server throttles too). */
export const codeResendSeconds = 60;
