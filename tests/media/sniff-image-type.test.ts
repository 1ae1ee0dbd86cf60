import { sniffImageType } from '@/lib/catalogue/media/sniff-image-type';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part,
    ),
  );

/** An ISO-BMFF file type box: size, 'ftyp', major brand, minor version, compatible brands. */
const ftyp = (major: string, ...compatible: string[]) =>
  bytes([0, 0, 0, 16 + 4 * compatible.length], 'ftyp', major, [0, 0, 0, 0], ...compatible);

describe('sniffImageType', () => {
  it.each([
    [bytes([0xff, 0xd8, 0xff, 0xe1]), 'jpeg'],
    [bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]), 'png'],
    [bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '), 'webp'],
    [ftyp('heic', 'mif1', 'heic'), 'heic'],
    [ftyp('heix', 'mif1'), 'heic'],
    [ftyp('mif1', 'mif1', 'heic'), 'heic'],
  ])('knows %j as %s', (input, type) => {
    expect(sniffImageType(input)).toBe(type);
  });

  it.each([
    ['AVIF', ftyp('avif', 'mif1', 'avif')],
    ['HEIF without an HEVC brand', ftyp('mif1', 'mif1', 'avif')],
    ['an MP4 video', ftyp('isom', 'isom', 'mp42')],
    ['a RIFF that is a WAV', bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt ')],
    ['a GIF', bytes('GIF89a')],
    ['HTML', bytes('<!doctype html>')],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['a PDF', bytes('%PDF-1.7')],
    ['two bytes of a JPEG', bytes([0xff, 0xd8])],
    ['nothing', bytes()],
  ])('refuses %s', (_name, input) => {
    expect(sniffImageType(input)).toBeNull();
  });

  it('reads brands only inside the file type box', () => {
    const box = ftyp('mif1', 'mif1');
    expect(sniffImageType(bytes([...box], 'heic'))).toBeNull();
  });
});
