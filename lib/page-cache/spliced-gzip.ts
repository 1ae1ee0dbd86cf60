import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { appendOperator, combineCrc32 } from './crc32-combine';

/**
 * Gzip for a page whose text is fixed except for short joints (its nonce) that change per
 * answer. The fixed parts are compressed once, each as raw deflate blocks that end on a
 * byte boundary; an answer lays them end to end with each joint between them as a stored
 * (uncompressed) block, and adds the gzip header and trailer. The trailer's checksum is
 * combined from the parts' own, computed once, and the joint's: an answer costs a copy
 * instead of compressing, or even reading, the whole page.
 *
 * Each part is compressed with the text before it as its dictionary, so that it may refer
 * back as a whole-page gzip would. Where a joint will stand, the dictionary holds 0xFF
 * bytes, which UTF-8 text never contains: no reference can reach into a joint, whose bytes
 * differ per answer, and every joint must have the length the parts were compressed for.
 */

export type DeflatedParts = {
  blocks: Buffer[];
  jointLength: number;
  /** Each part's CRC-32, and the operator that appends it to a checksum (crc32-combine). */
  checksums: Array<{ crc: number; operator: number }>;
  jointOperator: number;
};

const deflateRaw = promisify(zlib.deflateRaw);
const windowSize = 32 * 1024;

/** The 32 KB before part `index`, joints filled with bytes that text never holds. */
function dictionaryBefore(parts: Buffer[], index: number, filler: Buffer): Buffer {
  const pieces: Buffer[] = [];
  let length = 0;
  for (let at = index - 1; at >= 0 && length < windowSize; at -= 1) {
    pieces.unshift(parts[at]!, filler);
    length += parts[at]!.length + filler.length;
  }
  const dictionary = Buffer.concat(pieces);
  return dictionary.subarray(Math.max(0, dictionary.length - windowSize));
}

/** Compresses each part; all but the last end with a sync flush, the last is final. */
export async function deflateParts(parts: Buffer[], jointLength: number): Promise<DeflatedParts> {
  const filler = Buffer.alloc(jointLength, 0xff);
  const isText = parts.every((part) => !part.includes(0xff));
  const blocks = await Promise.all(
    parts.map((part, index) =>
      deflateRaw(part, {
        level: 9,
        ...(isText && index > 0 ? { dictionary: dictionaryBefore(parts, index, filler) } : {}),
        finishFlush:
          index === parts.length - 1 ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH,
      }),
    ),
  );
  const checksums = parts.map((part) => ({
    crc: zlib.crc32(part),
    operator: appendOperator(part.length),
  }));
  return { blocks, jointLength, checksums, jointOperator: appendOperator(jointLength) };
}

// RFC 1952: magic, deflate, no flags, no time, no extra flags, unknown OS.
const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** RFC 1951 3.2.4: a non-final stored block, which a sync flush leaves byte-aligned. */
function storedBlock(bytes: Buffer): Buffer {
  if (bytes.length > 0xffff) throw new RangeError('a stored block holds at most 65,535 bytes');
  const header = Buffer.alloc(5);
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

/** The gzip stream of `parts` joined by `joint`, from the parts' deflateParts output. */
export function gzipJoined(parts: Buffer[], deflated: DeflatedParts, joint: Buffer): Buffer {
  if (parts.length > 1 && joint.length !== deflated.jointLength) {
    throw new RangeError(`the parts were compressed for joints of ${deflated.jointLength} bytes`);
  }
  const stored = storedBlock(joint);
  const jointCrc = zlib.crc32(joint);
  const pieces: Buffer[] = [gzipHeader];
  let crc = 0;
  let size = 0;
  parts.forEach((part, index) => {
    if (index > 0) {
      pieces.push(stored);
      crc = combineCrc32(crc, jointCrc, deflated.jointOperator);
      size += joint.length;
    }
    pieces.push(deflated.blocks[index]!);
    const { crc: partCrc, operator } = deflated.checksums[index]!;
    crc = combineCrc32(crc, partCrc, operator);
    size += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  pieces.push(trailer);
  return Buffer.concat(pieces);
}
