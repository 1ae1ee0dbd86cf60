/** What a code's standing depends on: its switch, its dates and its uses (client-safe). */
export type CodeStandingFields = {
  isActive: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  usedCount: number;
};

export type CodeStanding = 'active' | 'inactive' | 'not_started' | 'ended' | 'used_up';

/** Where a code stands at `now`, before any rule of a particular order or shopper. */
export function codeStanding(code: CodeStandingFields, now: Date): CodeStanding {
  if (!code.isActive) return 'inactive';
  if (code.startsAt && code.startsAt > now) return 'not_started';
  if (code.endsAt && code.endsAt <= now) return 'ended';
  if (code.usageLimit !== null && code.usedCount >= code.usageLimit) return 'used_up';
  return 'active';
}
