import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { mediaContentType } from '../media-key';
import { isOriginalContentType, isOriginalKey } from '../original-key';
import { resolveMediaFile } from '../storage';
import type { MediaStorage } from './media-storage';

/** An original waiting for its job has no type of its own here: the job reads its bytes. */
const originalType = 'application/octet-stream';

function fileOf(root: string, key: string): string {
  if (isOriginalKey(key)) return path.join(root, ...key.split('/'));
  const target = resolveMediaFile(key.split('/'), root);
  if (!target) throw new Error(`Not a media key: ${JSON.stringify(key)}`);
  return target.file;
}

/**
 * Photos as files under `root` (DATA_DIR/media). A file has no content type of its own:
 * every media key names a WebP, and only WebP is written under one; an original upload
 * (lib/catalogue/media/original-key.ts) is one of the photo types the store reads.
 */
export function localMediaStorage(root: string): MediaStorage {
  return {
    async put(key, body, contentType) {
      const file = fileOf(root, key);
      const allowed = isOriginalKey(key)
        ? isOriginalContentType(contentType)
        : contentType === mediaContentType;
      if (!allowed) throw new Error(`Not stored: ${contentType}`);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // A reader never sees half a photo: the whole file appears at once.
      const temporary = `${file}.${randomUUID()}.tmp`;
      await fs.writeFile(temporary, body);
      await fs.rename(temporary, file);
    },

    async get(key) {
      const file = fileOf(root, key);
      const info = await fs.stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      const body = new Uint8Array(await fs.readFile(file));
      const etag = `"${createHash('sha1').update(`${info.size}-${info.mtimeMs}`).digest('base64url')}"`;
      return { body, contentType: isOriginalKey(key) ? originalType : mediaContentType, etag };
    },

    async delete(key) {
      await fs.rm(fileOf(root, key), { force: true });
    },
  };
}
