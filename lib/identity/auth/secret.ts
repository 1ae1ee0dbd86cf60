import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { env } from '@/lib/env';

let cached: string | undefined;

/**
 * AUTH_SECRET, or for a zero-setup demo a random secret kept in DATA_DIR (so sessions
 * survive restarts). Several instances must share one: set AUTH_SECRET for them.
 */
export function authSecret(): string {
  if (cached) return cached;
  if (env.AUTH_SECRET) return (cached = env.AUTH_SECRET);
  // The comment keeps the build's file tracing from copying the secret into the server.
  const file = path.join(/* turbopackIgnore: true */ env.DATA_DIR, 'auth-secret');
  try {
    cached = fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(env.DATA_DIR, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    } catch {
      // Another process wrote it first: use theirs.
    }
    cached = fs.readFileSync(file, 'utf8').trim();
  }
  return cached;
}
