// Jest runs services and route handlers outside Next, where `'use cache'` is a plain string
// and next/cache's functions need Next's request context. This stand-in keeps what a test
// can check: the tags each cached reader declared, and the tags each write expired.
// cacheLife has nothing to do here.

const declared: string[] = [];
const expired: string[] = [];

export function cacheLife(): void {}

export function cacheTag(...tags: string[]): void {
  declared.push(...tags);
}

export function revalidateTag(tag: string): void {
  expired.push(tag);
}

/** The tags cached readers declared since the last call, and forgets them. */
export function takeDeclaredTags(): string[] {
  return declared.splice(0);
}

/** The tags expired since the last call, and forgets them. */
export function takeExpiredTags(): string[] {
  return expired.splice(0);
}
