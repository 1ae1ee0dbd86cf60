/** The longest search text a results page runs (longer text is cut, not refused). */
export const maxSearchLength = 100;

/**
 * The search text of /search/{query}: percent-decoded (once; text that is not valid
 * percent-encoding is taken as it is), trimmed and cut to length. Shown only as text.
 */
export function searchTextFromPath(segment: string): string {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // A lone '%' ("50% off") is not an escape.
  }
  return text.trim().slice(0, maxSearchLength);
}

/** The path of the results page for a search text. */
export const searchPath = (text: string) => `/search/${encodeURIComponent(text)}`;
