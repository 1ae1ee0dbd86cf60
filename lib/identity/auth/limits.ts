import 'server-only';
import { env } from '@/lib/env';

export type Limit = { limit: number; windowSeconds: number };

const perIp = (limit: number, windowSeconds: number): Limit => ({
  limit: limit * env.RATE_LIMIT_SCALE,
  windowSeconds,
});

/** How often each kind of attempt may happen before the caller has to wait. */
export const limits = {
  /** The 6th wrong password for one account within a minute is refused. */
  signInFailuresPerAccount: { limit: 5, windowSeconds: 60 },
  signInPerIp: perIp(30, 60),
  /** Checks of the current password before a change: the same guessing, the same limits. */
  passwordChecksPerAccount: { limit: 5, windowSeconds: 60 },
  passwordChecksPerIp: perIp(30, 60),
  codeRequestsPerTarget: { limit: 5, windowSeconds: 15 * 60 },
  codeRequestsPerIp: perIp(30, 15 * 60),
  /** Codes offered to read back a guest's order by repeating it: 5 tries, as a code has. */
  guestOrderProofsPerOrder: { limit: 5, windowSeconds: 15 * 60 },
  /**
   * Codes asked for to find one order from one address, whichever phone is typed: never
   * per order alone, or anyone who knows a number could lock its owner out of tracking.
   */
  trackCodesPerOrderAndIp: { limit: 5, windowSeconds: 15 * 60 },
  /** Codes tried to open an order: per order and address, per phone and address, per address. */
  trackTriesPerOrderAndIp: { limit: 10, windowSeconds: 15 * 60 },
  trackTriesPerPhoneAndIp: { limit: 10, windowSeconds: 15 * 60 },
  trackTriesPerIp: perIp(30, 15 * 60),
  signupsPerIp: perIp(20, 60 * 60),
  /**
   * Second-step codes one staff member may try, counted per method (authenticator, recovery,
   * SMS) so a flood of one does not shut the others: five from one address, and twenty from
   * all addresses together, so one address alone cannot lock the member out.
   */
  staffStepTriesPerAddress: { limit: 5, windowSeconds: 5 * 60 },
  staffStepTriesPerMethod: { limit: 20, windowSeconds: 5 * 60 },
  /** Second-step codes tried from one address, whichever member they are for. */
  staffStepTriesPerIp: perIp(30, 5 * 60),
  /** Generous: many shoppers on one mobile network share an address. */
  searchesPerIp: perIp(600, 60),
  /**
   * Discount codes tried, by the check and by orders alike (one count): enough for typos,
   * too few to guess codes by the list. Per address, and per account where there is one.
   */
  discountTriesPerIp: perIp(30, 60),
  discountTriesPerAccount: { limit: 20, windowSeconds: 15 * 60 },
  /** The shopper's browser back from the gateway: once a payment, a few with retries. */
  gatewayReturnsPerIp: perIp(30, 60),
  /** Review links opened and reviews sent: a link is a bearer secret, guessed by none. */
  reviewLinksPerIp: perIp(30, 15 * 60),
  reviewsPerIp: perIp(10, 15 * 60),
  /** A reminder's link to a left bag: a bearer secret too, counted as review links are. */
  bagLinksPerIp: perIp(30, 15 * 60),
} satisfies Record<string, Limit>;
