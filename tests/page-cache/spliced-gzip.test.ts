import zlib from 'node:zlib';
import fc from 'fast-check';
import { deflateParts, gzipJoined } from '@/lib/page-cache/spliced-gzip';

const text = fc.string({ unit: 'binary', maxLength: 300 });
const joined = (parts: Buffer[], joint: Buffer) =>
  Buffer.concat(parts.flatMap((part, index) => (index ? [joint, part] : [part])));

async function roundTrip(parts: Buffer[], joint: Buffer, compressedFor = joint) {
  const deflated = await deflateParts(parts, compressedFor.length);
  return zlib.gunzipSync(gzipJoined(parts, deflated, joint));
}

describe('spliced gzip', () => {
  it('decompresses to the parts joined by any joint of the length they were made for', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(text, { minLength: 1, maxLength: 6 }),
        fc.string({ unit: 'binary-ascii', minLength: 24, maxLength: 24 }),
        fc.string({ unit: 'binary-ascii', minLength: 24, maxLength: 24 }),
        async (strings, renderJoint, answerJoint) => {
          const parts = strings.map((part) => Buffer.from(part));
          const deflated = await deflateParts(parts, 24);
          // Compressed once, answered with different joints.
          for (const joint of [renderJoint, answerJoint].map((j) => Buffer.from(j))) {
            const gzip = gzipJoined(parts, deflated, joint);
            expect(zlib.gunzipSync(gzip).equals(joined(parts, joint))).toBe(true);
          }
        },
      ),
    );
  });

  it('never lets a part refer into a joint, even when the text repeats the joint', async () => {
    const nonce = 'AAAAAAAAAAAAAAAAAAAAAA==';
    const parts = ['<script nonce="', '">a</script><script nonce="', `">${nonce}${nonce}</script>`];
    const buffers = parts.map((part) => Buffer.from(part));
    const answer = Buffer.from('BBBBBBBBBBBBBBBBBBBBBB==');
    expect((await roundTrip(buffers, answer, Buffer.from(nonce))).toString()).toBe(
      joined(buffers, answer).toString(),
    );
  });

  it('compresses each part with the text before it, as a whole-page gzip would', async () => {
    const row = Array.from({ length: 3000 }, (_, i) => `<li class="card">Lehenga ${i % 97}</li>`);
    const half = Buffer.from(row.join('\n'));
    const parts = [half, Buffer.from('<script nonce="'), half];
    const deflated = await deflateParts(parts, 24);
    const gzip = gzipJoined(parts, deflated, Buffer.alloc(24, 'n'));
    const whole = zlib.gzipSync(joined(parts, Buffer.alloc(24, 'n')), { level: 9 });
    expect(gzip.length).toBeLessThan(whole.length * 1.1);
    expect(zlib.gunzipSync(gzip).equals(joined(parts, Buffer.alloc(24, 'n')))).toBe(true);
  });

  it('still answers correctly for bytes that are not UTF-8 text', async () => {
    const parts = [Buffer.from([0xff, 1, 0xff]), Buffer.from([0xff, 0xff, 2])];
    const joint = Buffer.from('nonce');
    expect((await roundTrip(parts, joint)).equals(joined(parts, joint))).toBe(true);
  });

  it('refuses a joint of another length than the parts were compressed for', async () => {
    const parts = [Buffer.from('a'), Buffer.from('b')];
    const deflated = await deflateParts(parts, 24);
    expect(() => gzipJoined(parts, deflated, Buffer.alloc(25))).toThrow(RangeError);
  });
});
