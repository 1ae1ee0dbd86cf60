import fs from 'node:fs';
import path from 'node:path';

/**
 * A copy of the production build in `root`, for a second store to serve with
 * `next start <root>`. Two stores on one .next would share its data cache and the pages
 * it regenerates: the second store's listings and its SITE_URL would leak into the first.
 * The compiled server is copied (the cache is left out); the rest is linked.
 */
export function privateBuild(root: string): string {
  const build = path.resolve('.next');
  const cache = path.join(build, 'cache');
  fs.rmSync(root, { recursive: true, force: true });
  fs.mkdirSync(root, { recursive: true });
  fs.cpSync(build, path.join(root, '.next'), {
    recursive: true,
    filter: (source) => source !== cache,
  });
  for (const entry of ['node_modules', 'public', 'package.json', 'next.config.mjs']) {
    fs.symlinkSync(path.resolve(entry), path.join(root, entry));
  }
  return root;
}
