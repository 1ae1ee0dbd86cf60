/** A customer with an account, for a code's per-customer limit. */
export const userKey = (userId: number) => `user:${userId}`;

/** A guest, by the phone the checkout code proved. */
export const phoneKey = (phone: string) => `phone:${phone}`;

/**
 * Who used a code, for its per-customer limit: the account an order belongs to, or for a
 * guest the phone the checkout code proved (docs/decisions.md 18).
 */
export const customerKeyOf = (userId: number | null, phone: string): string =>
  userId === null ? phoneKey(phone) : userKey(userId);
