/**
 * Whether a client's Accept-Encoding takes gzip, as every browser does (`gzip;q=0` refuses
 * it). Brotli is not offered by our servers: it costs far more CPU per answer.
 */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  return /\bgzip\b(?!\s*;\s*q=0(?:\.0*)?\s*(?:,|$))/i.test(String(header ?? ''));
}
