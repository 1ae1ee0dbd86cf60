import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

// deploy/varnish/store.vcl against a fake store, in varnishtest (Debian's varnish package):
// its cookie, cache, ACL, grace and Vary rules, one .vtc file each, without a store running.
// CI installs varnish (.ci/run); on a machine without it, `apt-get install varnish
// varnish-modules` (deploy/varnish/README.md).
const run = promisify(execFile);
const deploy = path.resolve('deploy/varnish');
const cases = fs
  .readdirSync(path.join(deploy, 'tests'))
  .filter((file) => file.endsWith('.vtc'))
  .sort();

describe('deploy/varnish/store.vcl', () => {
  it('has its varnishtest cases', () => {
    expect(cases).toEqual(
      expect.arrayContaining([
        'api.vtc',
        'cache.vtc',
        'grace.vtc',
        'landing.vtc',
        'purge.vtc',
        'vary.vtc',
      ]),
    );
  });

  it.each(cases)('passes %s', async (file) => {
    const result = await run(
      'varnishtest',
      ['-t', '60', '-D', `deploy=${deploy}`, path.join(deploy, 'tests', file)],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { code?: string | number; stdout?: string; stderr?: string }) => {
      if (error.code === 'ENOENT') {
        throw new Error('varnishtest is missing: apt-get install varnish varnish-modules');
      }
      // The log of a failed case says which expectation failed.
      throw new Error(`${file} failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`.slice(-20_000));
    });
    expect(result.stdout).toContain(`${file} passed`);
  });
});
