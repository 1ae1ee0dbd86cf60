// Apart from the measurement kinds: a product page says the lead time without loading
// their table (docs/architecture.md, "Client islands").

/** A lead time in days as the whole weeks a shopper is told (at least one). */
export const leadTimeWeeks = (days: number): number => Math.max(1, Math.round(days / 7));

/** "Made to measure · ready in about 6 weeks" (shopper pages say it through messages/<locale>/fit.json). */
export function leadTimeText(days: number): string {
  const weeks = leadTimeWeeks(days);
  return `Made to measure · ready in about ${weeks} week${weeks === 1 ? '' : 's'}`;
}
