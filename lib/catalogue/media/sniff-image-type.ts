export type PhotoType = 'jpeg' | 'png' | 'webp' | 'heic';

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** Brands of HEVC-coded HEIF, as phones write them (ISO/IEC 23008-12 annex B). */
const heicBrands = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx']);
/** Generic HEIF brands: HEIC only when an HEVC brand is among the compatible ones. */
const heifBrands = new Set(['mif1', 'msf1']);

/** An ISO-BMFF file type box: 'ftyp', a major brand, then compatible brands. */
function isHeic(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const major = ascii(bytes, 8, 12);
  if (heicBrands.has(major)) return true;
  if (!heifBrands.has(major)) return false;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset).getUint32(0);
  const end = Math.min(boxSize, bytes.length);
  for (let offset = 16; offset + 4 <= end; offset += 4) {
    if (heicBrands.has(ascii(bytes, offset, offset + 4))) return true;
  }
  return false;
}

/**
 * What a file is by its first bytes (magic numbers), whatever its name or the content type
 * the browser sent: a renamed HTML page or an SVG is none of these.
 */
export function sniffImageType(bytes: Uint8Array): PhotoType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    return 'webp';
  }
  return isHeic(bytes) ? 'heic' : null;
}
