/** Marks the preview's links (and its "see all"), the stops of the arrow keys. */
export const resultStop = { 'data-search-result': '' } as const;

/**
 * Arrow keys between the search box and the preview's links: Down from the box goes to the
 * first result, Up from the first returns to the box. Focus really moves, so each link is
 * read out as the link it is and Enter opens it. A letter typed on a link goes on in the box.
 */
export function moveThroughResults(
  event: React.KeyboardEvent<HTMLElement>,
  box: HTMLInputElement | null,
): void {
  const links = Array.from(
    event.currentTarget.querySelectorAll<HTMLElement>('[data-search-result]'),
  );
  const at = links.indexOf(document.activeElement as HTMLElement);
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    if (links.length === 0 || (at === -1 && document.activeElement !== box)) return;
    event.preventDefault();
    const next = event.key === 'ArrowDown' ? Math.min(at + 1, links.length - 1) : at - 1;
    (next < 0 ? box : links[next])?.focus();
  } else if (at !== -1 && event.key.length === 1 && !event.ctrlKey && !event.metaKey) {
    box?.focus();
  }
}
