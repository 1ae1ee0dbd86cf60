/** A name shoppers see, and its Bangla twin (null: the English is shown on Bangla pages). */
export type Names = { name: string; nameBn: string | null };

/**
 * The names a rename leaves: an absent Bangla name (an older form, a caller that does not
 * know it) keeps the saved one; null clears it (docs/decisions.md 24).
 */
export function namesAfter(
  saved: Names,
  input: { name: string; nameBn?: string | null },
): Names & { changed: boolean } {
  const nameBn = input.nameBn === undefined ? saved.nameBn : input.nameBn;
  return {
    name: input.name,
    nameBn,
    changed: input.name !== saved.name || nameBn !== saved.nameBn,
  };
}
