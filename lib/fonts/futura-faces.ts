import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

/** The licensed Futura PT files the store may place in public/fonts/, by weight. */
const futuraFiles = [
  { file: 'futura-pt-light.woff2', weight: 300 },
  { file: 'futura-pt-book.woff2', weight: 400 },
  { file: 'futura-pt-medium.woff2', weight: 500 },
  { file: 'futura-pt-demi.woff2', weight: 600 },
];

/**
 * @font-face rules for the Futura PT files that are present (docs/decisions.md 9), and the
 * name put first in the store's font stack (app/globals.css). Without them, nothing: the
 * stack does not name Futura PT at all.
 */
export function futuraFontFaces(publicDir = path.join(process.cwd(), 'public')): string {
  const faces = futuraFiles
    .filter(({ file }) => fs.existsSync(path.join(publicDir, 'fonts', file)))
    .map(
      ({ file, weight }) =>
        `@font-face{font-family:'Futura PT';src:url('/fonts/${file}') format('woff2');font-weight:${weight};font-style:normal;font-display:swap}`,
    );
  return faces.length ? `${faces.join('')}:root{--font-licensed:'Futura PT',}` : '';
}
