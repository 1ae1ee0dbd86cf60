import 'server-only';
import { or, sql, type SQL } from 'drizzle-orm';
import { products } from '@/lib/db/schema';
import { containsPattern } from './search-words';

/** `word` is a bound parameter, or an SQL column when the word comes from a table. */
export type SearchWord = { word: string | SQL; alternatives: string[] };

export type SearchPlan = {
  text: string;
  words: { word: string; alternatives: string[] }[];
  phrase: string | null;
};

/**
 * What one word matches: words starting with it (`leh` finds lehenga), its English stem
 * (`sarees` finds saree), and any catalogue word one typo away. Words reach PostgreSQL
 * only as bound parameters, and quote_literal keeps each one a single quoted lexeme.
 */
export function wordQuery({ word, alternatives }: SearchWord): SQL {
  // A single letter as a prefix would match nearly every product, and rank them all.
  const prefix = typeof word === 'string' && Array.from(word).length < 2 ? '' : ':*';
  const parts = [
    sql`to_tsquery('simple', quote_literal(${word}) || ${prefix})`,
    sql`plainto_tsquery('english', ${word})`,
    ...alternatives.map((alternative) => sql`plainto_tsquery('simple', ${alternative})`),
  ];
  return sql`(${sql.join(parts, sql` || `)})`;
}

function allWordsQuery(words: SearchWord[]): SQL {
  return sql`(${sql.join(words.map(wordQuery), sql` && `)})`;
}

/** Products that have every word, or (for SKUs and symbols) contain the text literally. */
export function searchCondition(plan: SearchPlan): SQL {
  const matches: SQL[] = [];
  if (plan.words.length > 0) {
    matches.push(sql`${products.searchVector} @@ ${allWordsQuery(plan.words)}`);
  }
  if (plan.phrase) {
    matches.push(sql`${products.searchText} like ${containsPattern(plan.phrase)}`);
  }
  return or(...matches) ?? sql`false`;
}

/**
 * Relevance, each key best first (descending): the exact SKU, then products whose name
 * (weight A) has every word, then ts_rank over the weighted vector (name above SKU above
 * description and categories).
 */
export function searchRankKeys(plan: SearchPlan): SQL[] {
  const keys = [sql`(lower(${products.title}) = ${plan.text})`];
  if (plan.words.length > 0) {
    const query = allWordsQuery(plan.words);
    keys.push(
      sql`(ts_filter(${products.searchVector}, '{a}') @@ ${query})`,
      sql`ts_rank(${products.searchVector}, ${query})`,
    );
  }
  return keys;
}

/** ORDER BY terms for relevance (ties are broken by the caller, newest first). */
export function searchOrder(plan: SearchPlan): SQL[] {
  return searchRankKeys(plan).map((key) => sql`${key} desc`);
}
