const hourMs = 60 * 60 * 1000;

/**
 * When to remind a shopper of a fitting: a day before; if that has passed, two hours
 * before; if that has passed too, at once (undefined). A reminder right after the
 * confirmation still says the time again, which the confirmation may have got lost before.
 */
export function reminderAt(start: Date, now: Date): Date | undefined {
  for (const before of [24 * hourMs, 2 * hourMs]) {
    const at = new Date(start.getTime() - before);
    if (at > now) return at;
  }
  return undefined;
}
