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
