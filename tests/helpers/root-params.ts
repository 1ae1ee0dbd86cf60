// Stands in for next/root-params, which only Next's compiler provides: outside a page (no
// locale set) it throws, as on a route handler; a test sets the page's language to read
// content as a Bangla page does.
let current: string | undefined;

export function setRootLocaleForTests(locale: string | undefined): void {
  current = locale;
}

export async function locale(): Promise<string> {
  if (current === undefined) throw new Error('No root params outside a page');
  return current;
}
