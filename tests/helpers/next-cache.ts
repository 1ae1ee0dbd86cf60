// Jest runs services and route handlers outside Next, where `'use cache'` is a plain string
// and next/cache's functions need Next's request context. This stand-in keeps what a test
// can check: the tags each write expired. cacheLife and cacheTag have nothing to do here.

const expired: string[] = [];

export function cacheLife(): void {}

export function cacheTag(): void {}

export function revalidateTag(tag: string): void {
  expired.push(tag);
}

/** The tags expired since the last call, and forgets them. */
export function takeExpiredTags(): string[] {
  return expired.splice(0);
}
