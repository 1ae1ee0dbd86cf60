import 'server-only';
import { LruCache } from '@/lib/cache/lru-cache';
import { forgetCatalogueMemos } from '@/lib/catalog/catalogue-memo';
import { serializeAnswer, type SerializedAnswer } from './http-cache';

/**
 * Serialized catalogue answers for shoppers (never for a signed-in viewer), by URL.
 * They live as long as the HTTP max-age, so no one sees data older than a browser may;
 * writes to the catalogue call clearAnswerCache() for at once.
 */
const answers = new LruCache<SerializedAnswer>({ maxSize: 32 * 1024 * 1024, ttlMs: 60_000 });

const keyOf = (request: Request) => {
  const url = new URL(request.url);
  return url.pathname + url.search;
};

export function cachedAnswer(request: Request): SerializedAnswer | undefined {
  return answers.get(keyOf(request));
}

export function rememberAnswer(request: Request, body: unknown): SerializedAnswer {
  const answer = serializeAnswer(body);
  answers.set(keyOf(request), answer, answer.text.length * 2);
  return answer;
}

export function clearAnswerCache(): void {
  answers.clear();
  forgetCatalogueMemos();
}
