/** Links (and label-free controls) that keyboard navigation of a menu moves between. */
export function menuLinks(root: Element | null): HTMLElement[] {
  if (!root) return [];
  return Array.from(root.querySelectorAll<HTMLElement>('a[data-menu-link]'));
}

/** Moves focus to the first link of the next or previous item of the same list, wrapping. */
export function focusSibling(item: HTMLElement, step: 1 | -1): void {
  const items = Array.from(item.parentElement?.children ?? []) as HTMLElement[];
  const index = items.indexOf(item);
  for (let offset = 1; offset <= items.length; offset += 1) {
    const candidate = items[(index + step * offset + items.length) % items.length];
    const target = candidate?.querySelector<HTMLElement>('a[data-menu-link], button');
    if (target) {
      target.focus();
      return;
    }
  }
}
