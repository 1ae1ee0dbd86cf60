const focusable = 'input:not([type=hidden]), select, textarea, button';

/** Focuses the field, or the first field of a group, and brings it to the middle of the screen. */
function reveal(element: HTMLElement) {
  const target = element.matches(focusable)
    ? element
    : (element.querySelector<HTMLElement>(focusable) ?? element);
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'center' });
}

/** The first field or group marked invalid, in the order of the page; false when none is. */
export function focusFirstInvalid(root: HTMLElement): boolean {
  const first = root.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]');
  if (first) reveal(first);
  return Boolean(first);
}

/**
 * The field an error is about, by the save's name for it: an input of that name, a group
 * (`tagIds`), or for a variant's hidden value (`variants.1.id`) its whole row.
 */
export function focusField(root: HTMLElement, name: string): boolean {
  const escaped = CSS.escape(name);
  const row = /^variants\.\d+/.exec(name)?.[0];
  const element =
    root.querySelector<HTMLElement>(`[name="${escaped}"]:not([type=hidden])`) ??
    root.querySelector<HTMLElement>(`[data-field="${escaped}"]`) ??
    (row ? root.querySelector<HTMLElement>(`[data-field="${CSS.escape(row)}"]`) : null);
  if (element) reveal(element);
  return Boolean(element);
}
