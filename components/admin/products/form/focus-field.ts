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

/** Goes to the field, or group of fields, that an error summary's link names by id. */
export function focusAnchor(anchor: string): boolean {
  const element = document.getElementById(anchor);
  if (element) reveal(element);
  return Boolean(element);
}
