import 'server-only';
import { maxReminders, secondReminderAfterMs, unfinishedAfterMs } from './settings';

type ReminderState = {
  remind: boolean;
  updatedAt: Date;
  remindersSent: number;
  lastRemindedAt: Date | null;
  orderedAt: Date | null;
  dismissedAt: Date | null;
};

/**
 * When an unfinished checkout's next reminder goes (docs/decisions.md, "Unfinished
 * checkouts"): never without her consent, never after an order or the desk's dismissal,
 * at most `maxReminders`; the first once the checkout is unfinished (an hour after her
 * last step), the second a day after the first.
 */
export type ReminderDue =
  | { kind: 'now' }
  | { kind: 'later'; at: Date }
  | { kind: 'none' }
  /** One was sent, and an order or the desk stopped the rest. */
  | { kind: 'ended' };

export function reminderDue(state: ReminderState, now: Date): ReminderDue {
  if (!state.remind) return { kind: 'none' };
  if (state.orderedAt || state.dismissedAt) {
    return state.remindersSent > 0 && state.remindersSent < maxReminders
      ? { kind: 'ended' }
      : { kind: 'none' };
  }
  if (state.remindersSent >= maxReminders) return { kind: 'none' };
  const at =
    state.remindersSent === 0 || !state.lastRemindedAt
      ? new Date(state.updatedAt.getTime() + unfinishedAfterMs())
      : new Date(state.lastRemindedAt.getTime() + secondReminderAfterMs());
  return at.getTime() <= now.getTime() ? { kind: 'now' } : { kind: 'later', at };
}
