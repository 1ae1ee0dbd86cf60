import fs from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { s3Client } from '@/lib/catalogue/media/storage/s3-storage';
import { describeEachStorage, openTestStorage, type TestStorage } from './storages';

const webp = (text: string) => new TextEncoder().encode(`RIFF....WEBP${text}`);

describeEachStorage('media storage', (opened) => {
  it('puts, gets and deletes a photo by key', async () => {
    const { storage } = opened();
    await storage.put('uploads/products/7/a.webp', webp('one'), 'image/webp');
    const stored = await storage.get('uploads/products/7/a.webp');
    expect(stored?.contentType).toBe('image/webp');
    expect(Buffer.from(stored!.body).toString()).toBe('RIFF....WEBPone');
    expect(stored?.etag).toMatch(/^".+"$/);
    await storage.delete('uploads/products/7/a.webp');
    expect(await storage.get('uploads/products/7/a.webp')).toBeNull();
  });

  it('keeps an upload’s original under originals/, with its bytes as they came', async () => {
    const { storage } = opened();
    const key = 'originals/products/7/0f8fad5b-d9cb-469f-a165-70867728950e';
    const heic = new TextEncoder().encode('\0\0\0\x18ftypheic original bytes');
    await storage.put(key, heic, 'image/heic');
    expect(Buffer.from((await storage.get(key))!.body)).toEqual(Buffer.from(heic));
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it('answers null for a key with nothing under it, and deletes it without complaint', async () => {
    const { storage } = opened();
    expect(await storage.get('uploads/none.webp')).toBeNull();
    await expect(storage.delete('uploads/none.webp')).resolves.toBeUndefined();
  });

  it('replaces a photo stored again under the same key, with a new ETag', async () => {
    const { storage } = opened();
    await storage.put('uploads/b.webp', webp('first'), 'image/webp');
    const first = await storage.get('uploads/b.webp');
    await storage.put('uploads/b.webp', webp('second, longer'), 'image/webp');
    const second = await storage.get('uploads/b.webp');
    expect(Buffer.from(second!.body).toString()).toBe('RIFF....WEBPsecond, longer');
    expect(second!.etag).not.toBe(first!.etag);
  });
});

describe('local media storage', () => {
  let local: TestStorage;
  beforeAll(async () => {
    local = await openTestStorage('local');
  });
  afterAll(() => local.dispose());

  it('keeps a photo whole: no temporary file is left beside it', async () => {
    await local.storage.put('uploads/d.webp', webp('d'), 'image/webp');
    const files = await fs.readdir(path.join(local.root!, 'uploads'));
    expect(files).toEqual(['d.webp']);
  });

  it('writes only WebP, under keys that stay inside its folder', async () => {
    await expect(local.storage.put('uploads/e.webp', webp('e'), 'image/svg+xml')).rejects.toThrow(
      'Not stored: image/svg+xml',
    );
    for (const key of ['../outside.webp', 'uploads/e.svg', 'uploads//e.webp', '.hidden.webp']) {
      await expect(local.storage.put(key, webp('e'), 'image/webp')).rejects.toThrow(
        'Not a media key',
      );
    }
    await expect(fs.stat(path.join(local.root!, '..', 'outside.webp'))).rejects.toThrow();
  });

  it('writes an original only as a photo type, under a key of the originals’ form', async () => {
    const key = 'originals/products/7/0f8fad5b-d9cb-469f-a165-70867728950e';
    await expect(local.storage.put(key, webp('x'), 'text/html')).rejects.toThrow(
      'Not stored: text/html',
    );
    for (const bad of [
      'originals/products/7/../../../outside',
      'originals/products/7/not-a-uuid',
      'originals/products/x/0f8fad5b-d9cb-469f-a165-70867728950e',
    ]) {
      await expect(local.storage.put(bad, webp('x'), 'image/jpeg')).rejects.toThrow(
        'Not a media key',
      );
    }
  });
});

describe('S3 media storage', () => {
  let s3: TestStorage;
  beforeAll(async () => {
    s3 = await openTestStorage('s3');
  });
  afterAll(() => s3.dispose());

  it('stores an object with its type and a year of caching', async () => {
    await s3.storage.put('uploads/c.webp', webp('c'), 'image/webp');
    const { settings } = s3.s3!;
    const object = await s3Client(settings).send(
      new GetObjectCommand({ Bucket: settings.bucket, Key: 'uploads/c.webp' }),
    );
    expect(object.ContentType).toBe('image/webp');
    expect(object.CacheControl).toBe('public, max-age=31536000, immutable');
  });

  it('keeps an original from every cache', async () => {
    const key = 'originals/products/7/0f8fad5b-d9cb-469f-a165-70867728950e';
    await s3.storage.put(key, webp('o'), 'image/jpeg');
    const { settings } = s3.s3!;
    const object = await s3Client(settings).send(
      new GetObjectCommand({ Bucket: settings.bucket, Key: key }),
    );
    expect(object.ContentType).toBe('image/jpeg');
    expect(object.CacheControl).toBe('private, no-store');
  });
});
