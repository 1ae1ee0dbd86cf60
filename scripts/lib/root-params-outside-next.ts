/** next/root-params outside a page (scripts/lib/outside-next.ts): there is no root segment. */
export async function locale(): Promise<string> {
  throw new Error('next/root-params: no page outside Next');
}
