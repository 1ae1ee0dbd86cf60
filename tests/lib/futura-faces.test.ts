import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { futuraFontFaces } from '@/lib/fonts/futura-faces';

describe('futuraFontFaces', () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-public-'));
  afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }));

  it('declares nothing while no Futura PT file is present', () => {
    expect(futuraFontFaces(publicDir)).toBe('');
  });

  it('declares one face per file placed in public/fonts, with its weight', () => {
    fs.mkdirSync(path.join(publicDir, 'fonts'));
    fs.writeFileSync(path.join(publicDir, 'fonts', 'futura-pt-book.woff2'), '');
    fs.writeFileSync(path.join(publicDir, 'fonts', 'futura-pt-medium.woff2'), '');
    const css = futuraFontFaces(publicDir);
    expect(css.match(/@font-face/g)).toHaveLength(2);
    expect(css).toContain("src:url('/fonts/futura-pt-book.woff2') format('woff2');font-weight:400");
    expect(css).toContain(
      "src:url('/fonts/futura-pt-medium.woff2') format('woff2');font-weight:500",
    );
    expect(css).toContain(":root{--font-licensed:'Futura PT',}");
  });
});
