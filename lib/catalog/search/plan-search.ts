import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { products } from '@/lib/db/schema';
import { wordQuery, type SearchPlan } from './search-sql';
import { searchTerms } from './search-words';
import { typoVariants } from './typo-variants';

type Executor = Pick<Database, 'execute'>;

/** Which words find something as typed (their prefixes and stems included). */
async function wordsThatMatch(db: Executor, words: string[]): Promise<Set<string>> {
  if (words.length === 0) return new Set();
  const { rows } = await db.execute<{ word: string }>(sql`
    select w.word from unnest(${sql.param(words)}::text[]) as w(word)
    where exists (select 1 from ${products}
                  where ${products.searchVector} @@ ${wordQuery({ word: sql`w.word`, alternatives: [] })})`);
  return new Set(rows.map((row) => row.word));
}

/** Which of these candidate spellings occur in the catalogue (one index probe each). */
async function wordsInCatalogue(db: Executor, candidates: string[]): Promise<Set<string>> {
  if (candidates.length === 0) return new Set();
  const { rows } = await db.execute<{ word: string }>(sql`
    select c.word from unnest(${sql.param(candidates)}::text[]) as c(word)
    where exists (select 1 from ${products}
                  where ${products.searchVector} @@ plainto_tsquery('simple', c.word))`);
  return new Set(rows.map((row) => row.word));
}

/**
 * Turns a keyward into a plan: each word with the catalogue words one typo away, looked
 * up only when the word as typed finds nothing (so `bride` never also finds `pride`).
 */
export async function planSearch(db: Database, keyward: string): Promise<SearchPlan> {
  const { text, words, phrase } = searchTerms(keyward);
  const variants = new Map(
    words.map((word) => [word, typoVariants(word)] as const).filter(([, list]) => list.length > 0),
  );
  const known =
    variants.size === 0
      ? new Set<string>()
      : await db.transaction(async (tx) => {
          // Each probe asks the index about words most of which occur nowhere: a sequential
          // scan, which the planner prefers on small tables or for "common-looking" words,
          // would read the whole table once per word.
          await tx.execute(sql`set local enable_seqscan = off`);
          for (const word of await wordsThatMatch(tx, [...variants.keys()])) variants.delete(word);
          return wordsInCatalogue(tx, [...new Set([...variants.values()].flat())]);
        });
  return {
    text,
    phrase,
    words: words.map((word) => ({
      word,
      alternatives: (variants.get(word) ?? []).filter((variant) => known.has(variant)),
    })),
  };
}
