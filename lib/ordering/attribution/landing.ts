/**
 * The landing parameters a visit keeps and sends with its order (docs/attribution.md), each
 * with the longest value kept. Client-safe: the browser's capture and the server's schema
 * use the same list and the same rule, so a value the browser kept is one the server takes.
 */
export const landingParameters = {
  utm_source: 100,
  utm_medium: 100,
  utm_campaign: 100,
  utm_content: 100,
  utm_term: 100,
  fbclid: 255,
  gclid: 255,
  /** A staff member's share code: a claim the server checks, never trusted as it comes. */
  s: 16,
} as const;

export type LandingParameter = keyof typeof landingParameters;
export type Landing = Partial<Record<LandingParameter, string>>;

/** Letters and digits of any script (Bangla campaign names too), spaces and a few marks. */
export const landingValuePattern = /^[\p{L}\p{M}\p{N} ._~+:/|-]+$/u;

const names = Object.keys(landingParameters) as LandingParameter[];

/** Whether a value may be kept for this parameter: not blank, not too long, of the charset. */
export const isLandingValue = (name: LandingParameter, value: string) =>
  value.length > 0 && value.length <= landingParameters[name] && landingValuePattern.test(value);

/**
 * The landing parameters of an address's query that may be kept, or null when it has none
 * (a page reached from within the store, a bookmark). A value that fails the rule is left out.
 */
export function landingOf(search: string): Landing | null {
  const query = new URLSearchParams(search);
  const landing: Landing = {};
  for (const name of names) {
    const value = query.get(name)?.trim();
    if (value && isLandingValue(name, value)) landing[name] = value;
  }
  return Object.keys(landing).length > 0 ? landing : null;
}
