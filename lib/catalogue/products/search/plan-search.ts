import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { products } from '@/lib/db/schema';
import { wordQuery, type SearchPlan } from './search-sql';
import { searchSynonyms } from './synonyms';
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

/** The keyward's words as typed: no typo is looked up yet. */
export function typedPlan(keyward: string): SearchPlan {
  const { text, words, phrase } = searchTerms(keyward);
  return {
    text,
    phrase,
    words: words.map((word) => ({ word, alternatives: [], synonyms: searchSynonyms(word) })),
  };
}

/** Whether looking up typos could give any word of the plan alternatives. */
export function mayHaveTypos(plan: SearchPlan): boolean {
  return plan.words.some(({ word }) => typoVariants(word).length > 0);
}

/**
 * The plan with each word's catalogue words one typo away, looked up only when the word
 * as typed finds nothing (so `bride` never also finds `pride`).
 */
export async function withTypoAlternatives(db: Database, plan: SearchPlan): Promise<SearchPlan> {
  const variants = new Map(
    plan.words
      .map(({ word }) => [word, typoVariants(word)] as const)
      .filter(([, list]) => list.length > 0),
  );
  if (variants.size === 0) return plan;
  const known = await db.transaction(async (tx) => {
    // Each probe asks the index about words most of which occur nowhere: a sequential
    // scan, which the planner prefers on small tables or for "common-looking" words,
    // would read the whole table once per word.
    await tx.execute(sql`set local enable_seqscan = off`);
    for (const word of await wordsThatMatch(tx, [...variants.keys()])) variants.delete(word);
    return wordsInCatalogue(tx, [...new Set([...variants.values()].flat())]);
  });
  return {
    ...plan,
    words: plan.words.map(({ word, synonyms }) => ({
      word,
      synonyms,
      alternatives: (variants.get(word) ?? []).filter((variant) => known.has(variant)),
    })),
  };
}

/** Turns a keyward into a plan: its words, each with the alternatives of a typo. */
export async function planSearch(db: Database, keyward: string): Promise<SearchPlan> {
  return withTypoAlternatives(db, typedPlan(keyward));
}
