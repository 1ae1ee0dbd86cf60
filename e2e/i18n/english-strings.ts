import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The pure part of the "no English left behind" test (issue 26, item 2): the store's
 * English interface strings, as matchers, and the texts of a page that equal one.
 * Proven without a browser by tests/i18n/english-strings.test.ts.
 */

/** A message file: nested objects of ICU messages. */
export type MessageTree = { [key: string]: string | MessageTree };

/** Every message of `tree` by its dotted key (`account.login.title`). */
export function flattenMessages(tree: MessageTree, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat[name] = value;
    else Object.assign(flat, flattenMessages(value, name));
  }
  return flat;
}

/** messages/<locale>/*.json, flattened, each key prefixed by its file's namespace. */
export function readMessages(messagesDir: string, locale: string): Record<string, string> {
  const dir = path.join(messagesDir, locale);
  const flat: Record<string, string> = {};
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const tree = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as MessageTree;
    Object.assign(flat, flattenMessages(tree, path.basename(file, '.json')));
  }
  return flat;
}

/** A piece of an ICU message: text, an argument ({name}, a plural or select), # or a tag. */
export type IcuNode =
  | { kind: 'text'; value: string }
  | { kind: 'argument'; name: string; format: string; branches: Record<string, IcuNode[]> }
  | { kind: 'pound' }
  | { kind: 'tag'; name: string; children: IcuNode[] };

/** Thrown for a message ICU cannot read (an unclosed brace or tag). */
export class IcuSyntaxError extends Error {}

const branchingFormats = new Set(['plural', 'selectordinal', 'select']);

/**
 * Reads an ICU message as next-intl does: arguments in braces, `#` inside a plural, rich
 * text tags (`<b>…</b>`), and the apostrophe quoting (`''` is an apostrophe; `'{` starts a
 * quoted literal).
 */
export function parseIcu(message: string): IcuNode[] {
  let at = 0;

  function text(into: IcuNode[], value: string) {
    const last = into.at(-1);
    if (last?.kind === 'text') last.value += value;
    else into.push({ kind: 'text', value });
  }

  function nodes(inPlural: boolean, closeTag: string | null): IcuNode[] {
    const out: IcuNode[] = [];
    while (at < message.length) {
      const char = message[at]!;
      if (char === "'") {
        const next = message[at + 1];
        if (next === "'") {
          text(out, "'");
          at += 2;
        } else if (next === '{' || next === '}' || next === '<' || (inPlural && next === '#')) {
          const end = message.indexOf("'", at + 1);
          const stop = end === -1 ? message.length : end;
          text(out, message.slice(at + 1, stop).replace(/''/g, "'"));
          at = stop + 1;
        } else {
          text(out, "'");
          at += 1;
        }
      } else if (char === '{') {
        at += 1;
        out.push(argument());
      } else if (char === '}') {
        if (closeTag !== null) throw new IcuSyntaxError(`unclosed <${closeTag}> in "${message}"`);
        return out;
      } else if (char === '#' && inPlural) {
        out.push({ kind: 'pound' });
        at += 1;
      } else if (char === '<' && /^<\/?[A-Za-z][\w-]*>/.test(message.slice(at))) {
        const [tag] = /^<\/?[A-Za-z][\w-]*>/.exec(message.slice(at))!;
        at += tag.length;
        if (tag.startsWith('</')) {
          if (tag !== `</${closeTag}>`) throw new IcuSyntaxError(`stray ${tag} in "${message}"`);
          return out;
        }
        const name = tag.slice(1, -1);
        out.push({ kind: 'tag', name, children: nodes(inPlural, name) });
      } else {
        text(out, char);
        at += 1;
      }
    }
    if (closeTag !== null) throw new IcuSyntaxError(`unclosed <${closeTag}> in "${message}"`);
    return out;
  }

  function argument(): IcuNode {
    const head = /^\s*([^\s,{}]+)\s*(?:,\s*(\w+)\s*)?(?:,)?/.exec(message.slice(at));
    if (!head) throw new IcuSyntaxError(`an argument without a name in "${message}"`);
    at += head[0].length;
    const name = head[1]!;
    const format = head[2] ?? '';
    const branches: Record<string, IcuNode[]> = {};
    if (branchingFormats.has(format)) {
      for (;;) {
        const key = /^\s*(offset:\d+\s+)?([^\s{}]+)\s*\{/.exec(message.slice(at));
        if (!key) break;
        at += key[0].length;
        branches[key[2]!] = nodes(format !== 'select', null);
        at += 1; // the branch's }
      }
      const close = /^\s*\}/.exec(message.slice(at));
      if (!close) throw new IcuSyntaxError(`an unclosed {${name}} in "${message}"`);
      at += close[0].length;
    } else {
      const close = message.indexOf('}', at);
      if (close === -1) throw new IcuSyntaxError(`an unclosed {${name}} in "${message}"`);
      at = close + 1; // a style (`{n, number, ::currency/BDT}`) is not text
    }
    return { kind: 'argument', name, format, branches };
  }

  const parsed = nodes(false, null);
  if (at < message.length) throw new IcuSyntaxError(`a stray } in "${message}"`);
  return parsed;
}

/** The arguments of a message as `name:format` (and its tags as `<name>`), sorted, unique. */
export function icuArguments(message: string): string[] {
  const found = new Set<string>();
  const walk = (list: IcuNode[]) => {
    for (const node of list) {
      if (node.kind === 'argument') {
        found.add(`${node.name}:${node.format}`);
        Object.values(node.branches).forEach(walk);
      } else if (node.kind === 'tag') {
        found.add(`<${node.name}>`);
        walk(node.children);
      }
    }
  };
  walk(parseIcu(message));
  return [...found].sort();
}

/** Spaces as a browser shows them: runs of white space are one space, none at the ends. */
export const normaliseSpace = (text: string) => text.replace(/\s+/g, ' ').trim();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What an argument may show: anything, at least one character. */
const wildcard = '[\\s\\S]+?';

function patternOf(list: IcuNode[]): string {
  return list
    .map((node) => {
      switch (node.kind) {
        case 'text':
          return escapeRegExp(node.value).replace(/\s+/g, '\\s+');
        case 'pound':
          return wildcard;
        case 'tag':
          return patternOf(node.children);
        case 'argument': {
          const branches = Object.values(node.branches);
          if (branches.length === 0) return wildcard;
          return `(?:${branches.map(patternOf).join('|')})`;
        }
      }
    })
    .join('');
}

function literalText(list: IcuNode[]): string {
  return list
    .map((node) => {
      if (node.kind === 'text') return node.value;
      if (node.kind === 'tag') return literalText(node.children);
      if (node.kind === 'argument') return Object.values(node.branches).map(literalText).join(' ');
      return '';
    })
    .join('');
}

/** The words a message writes itself, its arguments left out (a plural's branches kept). */
export const messageWords = (message: string) => literalText(parseIcu(message));

/** An English interface string: its key, its English text and the texts it can render as. */
export type EnglishMatcher = { key: string; english: string; pattern: RegExp };

/**
 * Whether a message's own words are English enough to tell: three Latin letters at least
 * outside its arguments ("{n} of {total}" would match too much of any page).
 */
const hasEnglishWords = (list: IcuNode[]) =>
  (literalText(list).match(/[A-Za-z]/g)?.length ?? 0) >= 3;

function readableOrText(message: string): IcuNode[] {
  try {
    return parseIcu(message);
  } catch (error) {
    if (error instanceof IcuSyntaxError) return [{ kind: 'text', value: message }];
    throw error;
  }
}

/**
 * A matcher for every English message whose Bangla differs (an identical one, a brand name
 * such as "bKash", is Bangla too). Arguments become wildcards; a plural or a select
 * becomes its branches; the whole text must match, spaces normalised.
 */
export function englishMatchers(
  english: Record<string, string>,
  bangla: Record<string, string>,
): EnglishMatcher[] {
  const matchers: EnglishMatcher[] = [];
  for (const [key, value] of Object.entries(english)) {
    if (bangla[key] !== undefined && normaliseSpace(bangla[key]) === normaliseSpace(value)) {
      continue;
    }
    // A message ICU cannot read is matched as plain text (tests/i18n/messages.test.ts fails
    // on it by name), so that one bad file does not stop the crawl.
    const parsed = readableOrText(normaliseSpace(value));
    if (!hasEnglishWords(parsed)) continue;
    matchers.push({ key, english: value, pattern: new RegExp(`^${patternOf(parsed)}$`) });
  }
  return matchers;
}

/** A text of a page that is an English interface string, and where it was found. */
export type EnglishFinding = { text: string; key: string; where: string };

/** A text read from a page: what it says and where (an element, an attribute). */
export type PageText = { text: string; where: string };

/** The texts of `texts` that equal (whole, spaces normalised) an English interface string. */
export function findEnglish(texts: PageText[], matchers: EnglishMatcher[]): EnglishFinding[] {
  const findings: EnglishFinding[] = [];
  const seen = new Set<string>();
  for (const { text, where } of texts) {
    const normal = normaliseSpace(text);
    if (!/[A-Za-z]/.test(normal) || seen.has(`${normal}\u0000${where}`)) continue;
    seen.add(`${normal}\u0000${where}`);
    const match = matchers.find((matcher) => matcher.pattern.test(normal));
    if (match) findings.push({ text: normal, key: match.key, where });
  }
  return findings;
}

/** One line per finding, for a failure message a translator can act on. */
export const describeFindings = (findings: EnglishFinding[]) =>
  findings.map((finding) => `"${finding.text}" (${finding.key}) in ${finding.where}`).join('\n');
