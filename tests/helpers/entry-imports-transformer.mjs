// Jest's transform for the project's own files: an import from a feature's public entry
// (`import { listProducts } from '@/lib/catalog'`) becomes an import of the file the entry
// re-exports it from, then next/jest's compiler runs as configured (jest.config.mjs).
//
// Jest has no bundler to follow only the re-exports a module uses (docs/architecture.md,
// "Public entries"): each test file would evaluate every module of every entry its code
// touches, a third of a second and more per file. The application's modules, and what
// they import, are those the build uses; only where they are loaded from changes. An
// import it cannot map (a name the entry does not re-export by `export { … } from`) is left
// as it is.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const thisFile = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(thisFile), '../..');
// next/jest names its compiler by file path, a CommonJS module.
const load = createRequire(import.meta.url);
const entryFiles = ['index.ts', 'client.ts'];

/** For each entry ('@/lib/catalog', '@/lib/catalog/client'): export name → its module. */
function readEntries() {
  const entries = new Map();
  const hash = crypto.createHash('sha256');
  for (const feature of fs.readdirSync(path.join(root, 'lib')).sort()) {
    for (const file of entryFiles) {
      const full = path.join(root, 'lib', feature, file);
      if (!fs.existsSync(full)) continue;
      const source = fs.readFileSync(full, 'utf8');
      hash.update(full).update(source);
      const specifier = `@/lib/${feature}${file === 'index.ts' ? '' : '/client'}`;
      const names = new Map();
      const statement = /export\s+(type\s+)?\{([^}]*)\}\s+from\s+'(\.[^']+)';/g;
      const rest = source.replace(statement, (_, typeOnly, list, from) => {
        const target = `@/lib/${feature}/${from.replace(/^\.\//, '')}`;
        for (const part of list.split(',')) {
          const match = /^\s*(type\s+)?([\w$]+)(?:\s+as\s+([\w$]+))?\s*$/.exec(part);
          if (!match) continue;
          const [, typeName, original, exported] = match;
          const type = Boolean(typeOnly || typeName);
          names.set(exported ?? original, { module: target, original, type });
        }
        return '';
      });
      // Anything but re-exports (a declaration, `export *`): the entry is loaded as it is.
      const code = rest.replace(/\/\/.*|\/\*[\s\S]*?\*\/|import 'server-only';/g, '');
      if (code.trim() === '') {
        entries.set(specifier, names);
      }
    }
  }
  return { entries, version: hash.digest('hex') };
}

let cached;
const entries = () => (cached ??= readEntries());

const importFromEntry = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'(@\/lib\/[\w-]+(?:\/client)?)';/g;

/** The source with each import from an entry split into imports of the modules behind it. */
function rewrite(source) {
  const { entries: known } = entries();
  return source.replace(importFromEntry, (statement, typeOnly, list, specifier) => {
    const names = known.get(specifier);
    if (typeOnly || !names) return statement;
    const byModule = new Map();
    for (const part of list.split(',')) {
      if (part.trim() === '') continue;
      const match = /^\s*(type\s+)?([\w$]+)(?:\s+as\s+([\w$]+))?\s*$/.exec(part);
      const target = match && names.get(match[2]);
      if (!target) return statement;
      if (match[1] || target.type) continue; // a type: erased by the compiler anyway
      const local = match[3] ?? match[2];
      const imported = target.original === local ? local : `${target.original} as ${local}`;
      byModule.set(target.module, [...(byModule.get(target.module) ?? []), imported]);
    }
    const imports = [...byModule].map(
      ([from, imported]) => `import { ${imported.join(', ')} } from '${from}';`,
    );
    // The same number of lines, so that a stack trace's line numbers still hold.
    return imports.join(' ') + '\n'.repeat(statement.split('\n').length - 1);
  });
}

const entryImportsTransformer = {
  createTransformer({ inner: [innerPath, innerOptions] }) {
    const compiler = load(innerPath).createTransformer(innerOptions);
    return {
      process(source, filename, options) {
        const own =
          filename.startsWith(root) && !filename.includes(`${path.sep}node_modules${path.sep}`);
        return compiler.process(own ? rewrite(source) : source, filename, options);
      },
      getCacheKey(source, filename, options) {
        return crypto
          .createHash('sha256')
          .update(source)
          .update(filename)
          .update(options.configString)
          .update(entries().version)
          .update(fs.readFileSync(thisFile))
          .update(innerPath)
          .update(JSON.stringify(innerOptions))
          .digest('hex');
      },
    };
  },
};

export default entryImportsTransformer;
