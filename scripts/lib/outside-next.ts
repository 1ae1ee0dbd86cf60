import Module from 'node:module';
import path from 'node:path';

/**
 * Scripts run the app's modules under tsx, without Next's compiler, which gives server code
 * two modules of its own: next/navigation's server build (the package's plain one needs
 * the browser's React) and next/root-params (a placeholder that throws as soon as it loads).
 * A script that loads a feature's entry (lib/<feature>/index.ts) loads such modules even
 * when it calls none of them, so they resolve here as Next resolves them for the server;
 * root params, which only a page has, answer as outside a page (lib/i18n/content-locale.ts
 * then reads English).
 */
const serverModules: Record<string, string> = {
  'next/navigation': 'next/dist/api/navigation.react-server.js',
  'next/root-params': path.join(__dirname, 'root-params-outside-next.ts'),
};

const loader = Module as unknown as {
  _resolveFilename: (request: string, ...rest: unknown[]) => string;
};
const resolveFilename = loader._resolveFilename;
loader._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, serverModules[request] ?? request, ...rest);
};
