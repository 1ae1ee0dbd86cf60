import fs from 'node:fs';
import path from 'node:path';

/** A benchmarked address: a page, or a static file it is compared with. */
export type RatioTarget = { name: string; path: string; kind: 'page' | 'static' };

/** The biggest script a product page loads: a static file about a page's own size. */
export function largestScript(html: string): string {
  const scripts = [
    ...html.matchAll(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)"(?![^>]*noModule)/g),
  ]
    .map((match) => match[1]!)
    .map((src) => ({
      src,
      bytes: fs.statSync(path.join('.next', src.slice('/_next'.length))).size,
    }));
  scripts.sort((a, b) => b.bytes - a.bytes);
  if (!scripts[0]) throw new Error('the product page loads no script');
  return scripts[0].src;
}

/** A benchmarked address: a page, or a static file it is compared with. */
export type RatioRow = {
  name: string;
  kind: 'page' | 'static';
  encoding: string;
  requestsPerSecond: number;
};

/** Each page's requests/s as a ratio to each static file's, sent with the same encoding. */
export function pageRatios(rows: RatioRow[]) {
  return rows
    .filter((row) => row.kind === 'page')
    .flatMap((page) =>
      rows
        .filter((row) => row.kind === 'static' && row.encoding === page.encoding)
        .map((file) => ({
          encoding: page.encoding,
          page: page.name,
          against: file.name,
          ratio: Number((page.requestsPerSecond / file.requestsPerSecond).toFixed(2)),
        })),
    );
}
