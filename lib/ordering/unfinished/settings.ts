import 'server-only';
import { env } from '@/lib/env';

const minute = 60 * 1000;

/** No shopper gets more than this many reminders of one unfinished checkout. */
export const maxReminders = 2;

/** How long a reminder's link restores the bag: a week, as long as a bag is worth keeping. */
export const bagLinkDays = 7;

/**
 * When a checkout counts as unfinished (the desk lists it, the first reminder goes): this
 * long after her last step at checkout with no order (docs/decisions.md, "Unfinished checkouts").
 */
export const unfinishedAfterMs = () => env.UNFINISHED_CHECKOUT_AFTER_MINUTES * minute;

/** The wait between the first reminder and the second. */
export const secondReminderAfterMs = () => env.UNFINISHED_CHECKOUT_REMINDER_GAP_MINUTES * minute;
