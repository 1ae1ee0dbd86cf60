import fs from 'node:fs/promises';
import path from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { GET } from '@/app/media/[...path]/route';
import {
  setMediaStorageForTests,
  withLocalFallback,
} from '@/lib/catalogue/media/storage/configured';
import { s3Client } from '@/lib/catalogue/media/storage/s3-storage';
import { describeEachStorage, openTestStorage, type TestStorage } from './storages';
import { solid } from './fixtures/photos';

const get = (segments: string[], headers: Record<string, string> = {}) =>
  GET(new Request(`http://localhost/media/${segments.join('/')}`, { headers }), {
    params: Promise.resolve({ path: segments }),
  });

/** Writes around the storage, as a careless operator or another program might. */
async function placeRaw(opened: TestStorage, key: string, body: string, contentType: string) {
  if (opened.root) {
    const file = path.join(opened.root, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, body);
    return;
  }
  const { settings } = opened.s3!;
  await s3Client(settings).send(
    new PutObjectCommand({
      Bucket: settings.bucket,
      Key: key,
      Body: body,
      ContentType: contentType,
    }),
  );
}

afterAll(() => setMediaStorageForTests(undefined));

describeEachStorage('GET /media/…', (opened) => {
  let photo: Buffer;
  beforeAll(async () => {
    setMediaStorageForTests(opened().storage);
    photo = await solid(8, 10).webp().toBuffer();
    await opened().storage.put('uploads/products/3/p.webp', photo, 'image/webp');
  });

  it('serves a stored photo as WebP, kept for a year, never sniffed', async () => {
    const answer = await get(['uploads', 'products', '3', 'p.webp']);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/webp');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-length')).toBe(String(photo.length));
    expect(Buffer.from(await answer.arrayBuffer()).equals(photo)).toBe(true);
  });

  it('answers 304 to a browser that has it already', async () => {
    const first = await get(['uploads', 'products', '3', 'p.webp']);
    const etag = first.headers.get('etag')!;
    const again = await get(['uploads', 'products', '3', 'p.webp'], { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
  });

  it.each([
    [['uploads', 'nothing-here.webp']],
    [['..', 'package.json']],
    [['uploads', '..', '..', 'secret.webp']],
    [['uploads', 'products', '3', 'p.WEBP.html']],
    [['uploads', 'products', '3', 'p']],
  ])('answers 404 for %j', async (segments) => {
    expect((await get(segments)).status).toBe(404);
  });

  it('never serves an upload’s original, even a WebP one', async () => {
    const key = 'originals/products/3/0f8fad5b-d9cb-469f-a165-70867728950e';
    await opened().storage.put(key, photo, 'image/webp');
    expect(await opened().storage.get(key)).not.toBeNull();
    expect((await get(key.split('/'))).status).toBe(404);
  });

  it('never serves an SVG or HTML, even one that got into the storage', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    await placeRaw(opened(), 'uploads/logo.svg', svg, 'image/svg+xml');
    await placeRaw(opened(), 'uploads/page.html', '<script>alert(1)</script>', 'text/html');
    expect((await get(['uploads', 'logo.svg'])).status).toBe(404);
    expect((await get(['uploads', 'page.html'])).status).toBe(404);
  });
});

describe('GET /media/… with S3 storage', () => {
  let s3: TestStorage;
  let local: TestStorage;
  beforeAll(async () => {
    [s3, local] = await Promise.all([openTestStorage('s3'), openTestStorage('local')]);
    setMediaStorageForTests(withLocalFallback(s3.storage, local.storage));
  });
  afterAll(async () => {
    await Promise.all([s3.dispose(), local.dispose()]);
  });

  it('refuses an object whose stored type is not WebP, whatever its name', async () => {
    await placeRaw(s3, 'uploads/trick.webp', '<script>alert(1)</script>', 'text/html');
    expect((await get(['uploads', 'trick.webp'])).status).toBe(404);
  });

  it('serves the demo photos the seed rendered on this machine, the bucket first', async () => {
    const seeded = await solid(4, 5).webp().toBuffer();
    await local.storage.put('products/demo-1.webp', seeded, 'image/webp');
    const answer = await get(['products', 'demo-1.webp']);
    expect(answer.status).toBe(200);
    expect(Buffer.from(await answer.arrayBuffer()).equals(seeded)).toBe(true);

    const uploaded = await solid(6, 5).webp().toBuffer();
    await s3.storage.put('products/demo-1.webp', uploaded, 'image/webp');
    const again = await get(['products', 'demo-1.webp']);
    expect(Buffer.from(await again.arrayBuffer()).equals(uploaded)).toBe(true);
  });
});
