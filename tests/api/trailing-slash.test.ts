import { readFileSync } from 'node:fs';
import path from 'node:path';

// Next answers one of /path and /path/ with a 308 unless told not to; the contract (and old
// clients calling /api/v1/product/category/) need both to answer directly. Checked with
// `next start`: with the flag both forms reach the same route handler with a 200.
describe('paths with and without a trailing slash', () => {
  it('keeps Next from redirecting either form', () => {
    const config = readFileSync(path.join(process.cwd(), 'next.config.mjs'), 'utf8');
    expect(config).toMatch(/^\s*skipTrailingSlashRedirect: true,$/m);
  });
});
