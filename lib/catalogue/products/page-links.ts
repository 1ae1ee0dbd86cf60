import 'server-only';

/** The relative URL of another page of the same listing: same path, same query, new page. */
export function pageLink(url: URL, page: number): string {
  const params = new URLSearchParams(url.search);
  params.set('page', String(page));
  return `${url.pathname}?${params.toString()}`;
}
