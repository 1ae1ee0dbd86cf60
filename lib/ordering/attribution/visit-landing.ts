import { landingOf, type Landing } from './landing';

/**
 * The visit's landing, kept in the tab's session storage: never a cookie, so no request
 * carries it and no cached page varies by it (docs/attribution.md). Last touch within the
 * visit: a landing with parameters replaces the one kept; a page without them leaves it.
 */
const key = 'nj_landing';

/** Keeps the landing parameters of this page's address, if it has any. */
export function rememberLanding(search: string): void {
  const landing = landingOf(search);
  if (!landing) return;
  try {
    sessionStorage.setItem(key, JSON.stringify(landing));
  } catch {
    // Storage refused (a private window's quota): the order goes without a source.
  }
}

/** The landing this visit kept, read back through the same rule, or undefined. */
export function visitLanding(): Landing | undefined {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    if (!kept || typeof kept !== 'object') return undefined;
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(kept)) {
      if (typeof value === 'string') query.set(name, value);
    }
    return landingOf(query.toString()) ?? undefined;
  } catch {
    return undefined;
  }
}
