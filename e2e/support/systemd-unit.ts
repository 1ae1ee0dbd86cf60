import fs from 'node:fs';

/** The lines of the README's systemd unit that start the store. */
export type GuideUnit = {
  workingDirectory: string;
  environment: Record<string, string>;
  execStartPre: string[][];
  execStart: string[];
};

/**
 * Reads the store's systemd unit in the README's "Running it in production" (the ```ini
 * block of /etc/systemd/system/store.service), as systemd would: `Environment=` lines of space-separated
 * assignments, commands split on spaces with `${NAME}` taken from the environment.
 */
export function readGuideUnit(readme = fs.readFileSync('README.md', 'utf8')): GuideUnit {
  const block = [...readme.matchAll(/```ini\n([\s\S]*?)```/g)]
    .map((match) => match[1] ?? '')
    .find((text) => text.startsWith('# /etc/systemd/system/store.service'));
  if (!block) throw new Error('The README has no systemd unit');
  const unit: GuideUnit = {
    workingDirectory: '',
    environment: {},
    execStartPre: [],
    execStart: [],
  };
  for (const line of block.split('\n')) {
    const match = /^(\w+)=(.*)$/.exec(line.trim());
    if (!match) continue;
    const [, key, value = ''] = match;
    if (key === 'WorkingDirectory') unit.workingDirectory = value;
    if (key === 'Environment') {
      for (const assignment of value.split(/\s+/).filter(Boolean)) {
        const [name = '', ...rest] = assignment.split('=');
        unit.environment[name] = rest.join('=');
      }
    }
    if (key === 'ExecStartPre') unit.execStartPre.push(value.split(/\s+/));
    if (key === 'ExecStart') unit.execStart = value.split(/\s+/);
  }
  if (!unit.workingDirectory || unit.execStart.length === 0) {
    throw new Error('The README’s unit names no WorkingDirectory or ExecStart');
  }
  return unit;
}

/** `${NAME}` in a command's word, from the unit's environment, as systemd expands it. */
export const expandWord = (word: string, env: Record<string, string | undefined>) =>
  word.replace(/\$\{(\w+)\}/g, (_, name: string) => env[name] ?? '');
