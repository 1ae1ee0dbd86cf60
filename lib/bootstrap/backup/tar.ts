import 'server-only';
import { runTool } from './run-tool';

// The system's GNU tar rather than an npm package: the store runs on Linux, where tar and
// gzip are always there, as pg_dump is a program of the system too; no dependency to add.

/** Files to put in an archive: names relative to `from`. */
export type TarPart = { from: string; names: string[] };

export async function createTarGz(file: string, parts: TarPart[]): Promise<void> {
  const args = ['-czf', file];
  for (const { from, names } of parts) {
    if (names.length > 0) args.push('-C', from, ...names);
  }
  await runTool('tar', args);
}

type Entry = { name: string; type: string };

/** What an archive holds, each name with its type ('-' file, 'd' folder, 'l' link...). */
async function listTarGz(file: string): Promise<Entry[]> {
  const names = (await runTool('tar', ['-tzf', file])).split('\n').filter(Boolean);
  const types = (await runTool('tar', ['-tvzf', file])).split('\n').filter(Boolean);
  return names.map((name, index) => ({ name, type: types[index]?.charAt(0) ?? '?' }));
}

/**
 * Unpacks an archive into `into`, first checking that it holds only plain files and
 * folders under the given top-level names: never a link, an absolute path or a `..`,
 * which could write outside `into`.
 */
export async function extractTarGz(file: string, into: string, allowed: string[]): Promise<void> {
  let entries: Entry[];
  try {
    entries = await listTarGz(file);
  } catch (error) {
    throw new Error(`${file} is not a .tar.gz archive (${(error as Error).message})`);
  }
  for (const { name, type } of entries) {
    const segments = name.replace(/^\.\//, '').split('/').filter(Boolean);
    const unsafe =
      name.startsWith('/') || segments.includes('..') || !allowed.includes(segments[0] ?? '');
    if (unsafe || (type !== '-' && type !== 'd')) {
      throw new Error(`${file} is not a store backup: it holds ${JSON.stringify(name)}`);
    }
  }
  await runTool('tar', ['-xzf', file, '-C', into, '--no-same-owner']);
}
