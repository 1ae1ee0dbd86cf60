import fs from 'node:fs';
import path from 'node:path';
import type { ICruiseResult } from 'dependency-cruiser';

const repository = path.resolve(__dirname, '../..');

/**
 * dependency-cruiser over `entries` of the tree at `root`, with the options of the
 * repository's .dependency-cruiser.cjs (its rules are checked when `validate`).
 */
export async function cruiseTree(
  root: string,
  entries: string[],
  { validate }: { validate: boolean },
): Promise<ICruiseResult> {
  // dependency-cruiser ships as ES modules only, which these scripts load by import().
  const { cruise } = await import('dependency-cruiser');
  const { default: extractDepcruiseOptions } =
    await import('dependency-cruiser/config-utl/extract-depcruise-options');
  const { default: extractTSConfig } =
    await import('dependency-cruiser/config-utl/extract-ts-config');
  const options = await extractDepcruiseOptions(path.join(repository, '.dependency-cruiser.cjs'));
  const tsConfigFile = path.join(root, 'tsconfig.json');
  const hasTsConfig = fs.existsSync(tsConfigFile);
  if (!hasTsConfig) delete options.tsConfig;
  else options.tsConfig = { fileName: tsConfigFile };
  const result = await cruise(
    entries,
    {
      ...options,
      baseDir: root,
      validate,
      // Unchanged files are not parsed again (git's view of what changed decides).
      ...(root === repository && {
        cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'metadata' },
      }),
    },
    undefined,
    hasTsConfig ? { tsConfig: extractTSConfig(tsConfigFile) } : undefined,
  );
  return result.output as ICruiseResult;
}

/** Every place of the tree at `root` that imports: the code, its tests and its tooling. */
export const startingPoints = (root: string) =>
  [
    'app',
    'components',
    'lib',
    'stores',
    'i18n',
    'scripts',
    'tests',
    'e2e',
    'bench',
    'cache-handlers',
    'instrumentation.ts',
    'proxy.ts',
    'drizzle.config.ts',
  ].filter((entry) => fs.existsSync(path.join(root, entry)));

export { repository };
