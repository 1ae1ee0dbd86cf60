import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const endings = ['', '.tsx', '.ts', '/index.tsx', '/index.ts'];

type Module = { client: boolean; reads: string[]; gives: string[]; imports: string[] };
const modules = new Map<string, Module>();

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const ending of endings) {
    const file = base + ending;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

function read(file: string): Module {
  const known = modules.get(file);
  if (known) return known;
  const source = fs.readFileSync(file, 'utf8');
  const specifiers = [
    ...source.matchAll(/(?:import|export)\s[^;]*?from\s+['"]([^'"]+)['"]/g),
    ...source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1]!);
  const scanned: Module = {
    client: /^\s*['"]use client['"]/.test(source),
    reads: [...source.matchAll(/useTranslations\(\s*['"`]([a-z]+)/g)].map((match) => match[1]!),
    gives: [...source.matchAll(/<RouteMessages\s+namespaces=\{\[([^\]]*)\]\}/g)].flatMap((match) =>
      [...match[1]!.matchAll(/'([a-z]+)'/g)].map((name) => name[1]!),
    ),
    imports: specifiers.flatMap((specifier) => resolveImport(file, specifier) ?? []),
  };
  modules.set(file, scanned);
  return scanned;
}

/**
 * What the files render, followed through their imports: the message namespaces their
 * client components read (`needs`) and those the server parts hand the browser with
 * <RouteMessages> (`given`). A module is on the client once a 'use client' file imports it.
 */
export function clientNamespaces(files: string[]): { needs: Set<string>; given: Set<string> } {
  const needs = new Set<string>();
  const given = new Set<string>();
  const seen = new Set<string>();
  const walk = (file: string, onClient: boolean) => {
    const key = `${onClient}:${file}`;
    if (seen.has(key)) return;
    seen.add(key);
    const scanned = read(file);
    const client = onClient || scanned.client;
    (client ? scanned.reads : scanned.gives).forEach((name) => (client ? needs : given).add(name));
    scanned.imports.forEach((next) => walk(next, client));
  };
  files.forEach((file) => walk(path.resolve(root, file), false));
  return { needs, given };
}
