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
 * @font-face rules for the Futura PT files that are present (docs/decisions.md 9). Without
 * them the CSS names 'Futura PT' only as a locally installed font, which costs no request.
 */
export function futuraFontFaces(publicDir = path.join(process.cwd(), 'public')): string {
  return futuraFiles
    .filter(({ file }) => fs.existsSync(path.join(publicDir, 'fonts', file)))
    .map(
      ({ file, weight }) =>
        `@font-face{font-family:'Futura PT';src:url('/fonts/${file}') format('woff2');font-weight:${weight};font-style:normal;font-display:swap}`,
    )
    .join('');
}
