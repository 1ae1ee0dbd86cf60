import sharp from 'sharp';
import { photoUploads } from '@/lib/config';
import { processPhoto } from '@/lib/catalogue/media/process-photo';
import { buildHeic } from './fixtures/heic';
import {
  blue,
  gpsExif,
  hasGpsDirectory,
  jpegWithGps,
  noisy,
  photoFile,
  pixelAt,
  pngDeclaring,
  red,
  solid,
} from './fixtures/photos';
import { refusal } from './refusal';

/** A metadata-free WebP: no EXIF, XMP or ICC chunk in the file at all. */
async function expectBareWebp(body: Uint8Array) {
  const stored = await sharp(body).metadata();
  expect(stored.format).toBe('webp');
  expect(stored.exif).toBeUndefined();
  expect(stored.xmp).toBeUndefined();
  expect(stored.icc).toBeUndefined();
  const chunks = Buffer.from(body).toString('latin1');
  for (const chunk of ['EXIF', 'XMP ', 'ICCP']) expect(chunks).not.toContain(chunk);
}

describe('processPhoto keeps one clean WebP of what it accepts', () => {
  it.each([
    ['JPEG', () => solid(300, 400).jpeg().toBuffer()],
    ['PNG', () => solid(300, 400).png().toBuffer()],
    ['WebP', () => solid(300, 400).webp().toBuffer()],
  ])('a %s', async (_type, make) => {
    const made = await processPhoto(photoFile(await make(), 'photo'));
    expect(made).toMatchObject({ contentType: 'image/webp', width: 300, height: 400 });
    await expectBareWebp(made.body);
  });

  it('takes the type from the bytes, not the name or the browser', async () => {
    const png = await solid(20, 20).png().toBuffer();
    const made = await processPhoto(photoFile(png, 'IMG_0001.HEIC', 'image/heic'));
    expect(made.width).toBe(20);
  });

  it('strips a phone photo’s GPS position, camera and orientation tag', async () => {
    const jpeg = await jpegWithGps(120, 80);
    const original = await sharp(jpeg).metadata();
    expect(hasGpsDirectory(original.exif!)).toBe(true);
    expect(original.exif!.toString('latin1')).toContain('PhoneMaker');

    const made = await processPhoto(photoFile(jpeg, 'IMG_2041.jpg'));
    await expectBareWebp(made.body);
    expect(Buffer.from(made.body).toString('latin1')).not.toContain('PhoneMaker');
  });

  it('strips XMP from a WebP', async () => {
    const xmp =
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><exif:GPSLatitude>23,47N</exif:GPSLatitude></x:xmpmeta>';
    const webp = await solid(40, 40).webp().withXmp(xmp).toBuffer();
    expect((await sharp(webp).metadata()).xmp).toBeDefined();
    await expectBareWebp((await processPhoto(photoFile(webp, 'x.webp'))).body);
  });

  it('turns a photo upright as its EXIF orientation says', async () => {
    // Orientation 6: the camera was held on its side; the upright photo is portrait.
    const made = await processPhoto(photoFile(await jpegWithGps(60, 40, 6), 'side.jpg'));
    expect([made.width, made.height]).toEqual([40, 60]);
  });

  it('keeps at most 2400 px on the longest side, and never enlarges', async () => {
    const large = await processPhoto(photoFile(await solid(3000, 3750).jpeg().toBuffer(), 'l'));
    expect([large.width, large.height]).toEqual([1920, 2400]);
    const wide = await processPhoto(photoFile(await solid(4000, 1000).jpeg().toBuffer(), 'w'));
    expect([wide.width, wide.height]).toEqual([2400, 600]);
    const small = await processPhoto(photoFile(await solid(500, 625).jpeg().toBuffer(), 's'));
    expect([small.width, small.height]).toEqual([500, 625]);
  });
});

describe('processPhoto refuses hostile uploads with a message naming the file', () => {
  const html = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';

  it.each([
    ['an HTML page renamed .jpg', () => photoFile(html, 'menu.jpg', 'image/jpeg')],
    ['an SVG with a script', () => photoFile(svg, 'logo.svg', 'image/svg+xml')],
    [
      'an SVG renamed .png',
      () => photoFile(`<?xml version="1.0"?>${svg}`, 'logo.png', 'image/png'),
    ],
    ['an empty file', () => photoFile('', 'empty.jpg')],
    ['a GIF', () => photoFile('GIF89a\x01\x00\x01\x00', 'anim.gif', 'image/gif')],
  ])('%s: 415', async (_case, make) => {
    const file = make();
    const error = await refusal(processPhoto(file));
    expect(error).toMatchObject({ kind: 'unsupported_type', code: 'photo_type_refused' });
    expect(error.message).toBe(`“${file.name}” is not a JPEG, PNG, WebP or HEIC photo.`);
  });

  it('a 60 MB file: 413 before a byte of it is read', async () => {
    const file = photoFile(new Uint8Array(60 * 1024 * 1024), 'huge.jpg');
    const read = jest.spyOn(file, 'arrayBuffer');
    const error = await refusal(processPhoto(file));
    expect(error).toMatchObject({ kind: 'too_large', code: 'photo_too_large' });
    expect(error.message).toBe('“huge.jpg” is 60 MB; a photo may be at most 20 MB.');
    expect(read).not.toHaveBeenCalled();
  });

  it('a file just over the limit is refused and one at it is not judged by size', async () => {
    const over = photoFile(new Uint8Array(photoUploads.maxFileBytes + 1), 'over.jpg');
    expect((await refusal(processPhoto(over))).message).toBe(
      '“over.jpg” is 20.1 MB; a photo may be at most 20 MB.',
    );
    const at = photoFile(new Uint8Array(photoUploads.maxFileBytes), 'at.jpg');
    expect((await refusal(processPhoto(at))).code).toBe('photo_type_refused');
  });

  it.each([
    [
      'a JPEG cut off halfway',
      async () => {
        const jpeg = await noisy(400, 300).jpeg().toBuffer();
        return photoFile(jpeg.subarray(0, jpeg.length / 2), 'cut.jpg');
      },
    ],
    [
      'a PNG with damaged data',
      async () => {
        const png = Buffer.from(await solid(300, 300).png().toBuffer());
        for (let at = 60; at < png.length - 20; at += 1) png[at]! ^= 0x5a;
        return photoFile(png, 'damaged.png');
      },
    ],
    [
      'HTML behind a JPEG’s first bytes',
      async () =>
        photoFile(
          Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(html)]),
          'x.jpg',
        ),
    ],
    [
      'a HEIC that is only a header',
      async () =>
        photoFile(
          Buffer.concat([Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic'), Buffer.alloc(64, 7)]),
          'x.heic',
        ),
    ],
  ])('%s: 422', async (_case, make) => {
    const file = await make();
    const error = await refusal(processPhoto(file));
    expect(error).toMatchObject({ kind: 'unprocessable', code: 'photo_unreadable' });
    expect(error.message).toBe(
      `“${file.name}” could not be read as a photo: the file is damaged or incomplete.`,
    );
  });

  it('a pixel bomb (a small PNG declaring 30000 × 30000 pixels): 422', async () => {
    const bomb = pngDeclaring(30_000, 30_000);
    expect(bomb.length).toBeLessThan(200);
    const error = await refusal(processPhoto(photoFile(bomb, 'bomb.png')));
    expect(error).toMatchObject({ kind: 'unprocessable', code: 'photo_too_many_pixels' });
    expect(error.message).toBe(
      '“bomb.png” is 30000 × 30000 pixels; a photo may have at most 70 megapixels.',
    );
  });

  it('a HEIC declaring 20000 × 20000 pixels: refused before its pixels are decoded', async () => {
    const heic = buildHeic({
      width: 16,
      height: 16,
      colourAt: () => red,
      declared: { width: 20_000, height: 20_000 },
    });
    const error = await refusal(processPhoto(photoFile(heic, 'bomb.heic')));
    expect(error.code).toBe('photo_too_many_pixels');
  });

  it('keeps control characters and long names out of its messages', async () => {
    const error = await refusal(
      processPhoto(photoFile(html, `evil\u0007\n${'x'.repeat(200)}.jpg`)),
    );
    expect(error.message).toMatch(/^“evilx{73}…” is not/);
  });
});

describe('processPhoto reads HEIC, the format of iPhone photos', () => {
  // A real HEVC-coded HEIC, built by tests/media/fixtures: 16×32, red above blue, turned a
  // quarter anticlockwise by its irot property, with a GPS position in its Exif item.
  let heic: Uint8Array;
  beforeAll(async () => {
    heic = buildHeic({
      width: 16,
      height: 32,
      colourAt: (_x, y) => (y < 16 ? red : blue),
      quarterTurns: 1,
      exif: await gpsExif(),
    });
  });

  it('is found by its bytes and stored as an upright WebP without metadata', async () => {
    const made = await processPhoto(photoFile(heic, 'IMG_4242.jpg', 'application/octet-stream'));
    expect([made.width, made.height]).toEqual([32, 16]);
    await expectBareWebp(made.body);
    const [left, right] = [await pixelAt(made.body, 2, 8), await pixelAt(made.body, 29, 8)];
    expect(left[0]).toBeGreaterThan(200);
    expect(left[2]).toBeLessThan(60);
    expect(right[2]).toBeGreaterThan(200);
    expect(right[0]).toBeLessThan(60);
  });

  it('keeps no alpha channel for an opaque photo', async () => {
    const made = await processPhoto(photoFile(heic, 'IMG_4242.HEIC'));
    expect((await sharp(made.body).metadata()).hasAlpha).toBe(false);
  });
});
