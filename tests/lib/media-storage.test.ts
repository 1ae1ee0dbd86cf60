import path from 'node:path';
import { resolveMediaFile } from '@/lib/catalogue/media/storage';
import { describeConnectionError } from '@/lib/db/connection-error';

const root = path.resolve('/srv/media');

describe('resolveMediaFile', () => {
  it('maps a photo path inside the media folder', () => {
    expect(resolveMediaFile(['products', 'red-gown-1.webp'], root)).toEqual({
      file: path.join(root, 'products', 'red-gown-1.webp'),
      contentType: 'image/webp',
    });
  });

  it.each([
    [['..', 'secret.webp']],
    [['products', '..', '..', 'etc', 'passwd']],
    [['products', 'a/b.webp']],
    [['products', 'a\\b.webp']],
    [['products', 'nul\0.webp']],
    [['products', 'script.js']],
    [['products', 'no-extension']],
    [[]],
  ])('refuses %j', (segments) => {
    expect(resolveMediaFile(segments, root)).toBeNull();
  });
});

describe('describeConnectionError', () => {
  it('reports the driver reason under a wrapped query error', () => {
    const refused = Object.assign(new Error(''), { code: 'ECONNREFUSED' });
    const wrapped = new Error('Failed query: CREATE SCHEMA IF NOT EXISTS "drizzle"', {
      cause: refused,
    });
    expect(describeConnectionError(wrapped, 'postgres://u@127.0.0.1:1/db')).toBe(
      'Cannot use the database at postgres://u@127.0.0.1:1/db (DATABASE_URL): ECONNREFUSED',
    );
    const unreachable = new Error('outer', {
      cause: new Error('getaddrinfo ENOTFOUND db.invalid'),
    });
    expect(describeConnectionError(unreachable)).toBe(
      'Cannot open the embedded database: getaddrinfo ENOTFOUND db.invalid',
    );
  });

  it('names DATABASE_URL and hides the password', () => {
    const line = describeConnectionError(
      new Error('connect ECONNREFUSED 127.0.0.1:1'),
      'postgres://shop:hunter2@127.0.0.1:1/store',
    );
    expect(line).toBe(
      'Cannot use the database at postgres://shop:***@127.0.0.1:1/store (DATABASE_URL): connect ECONNREFUSED 127.0.0.1:1',
    );
  });
});
