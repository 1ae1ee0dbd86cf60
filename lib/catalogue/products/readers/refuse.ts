import 'server-only';
import { cacheTag } from 'next/cache';
import { readerTags } from './reader-tags';

/** Inside a cached reader: keeps a refusal of its arguments as its answer, under the refusal's tags. */
export function refuse<Refusal extends { ok: false }>(refusal: Refusal): Refusal {
  cacheTag(...readerTags.refused);
  return refusal;
}
