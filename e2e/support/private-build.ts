import fs from 'node:fs';
import path from 'node:path';
import { standaloneDir } from '../../scripts/lib/serve-command';

/**
 * A copy of the standalone server in `root`, for a second store to serve. Two stores on one
 * build would share its data cache and the pages it regenerates: the second store's
 * listings and its SITE_URL would leak into the first. The compiled server is copied; its
 * packages are linked.
 */
export function privateBuild(root: string): string {
  const packages = path.join(standaloneDir, 'node_modules');
  fs.rmSync(root, { recursive: true, force: true });
  fs.cpSync(standaloneDir, root, { recursive: true, filter: (source) => source !== packages });
  fs.symlinkSync(packages, path.join(root, 'node_modules'));
  return root;
}
