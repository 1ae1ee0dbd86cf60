import 'server-only';
import { or, sql, type SQL } from 'drizzle-orm';
import { products } from '@/lib/db/schema';
import { containsPattern } from './search-words';

/**
 * `word` is a bound parameter, or an SQL column when the word comes from a table;
 * `synonyms` are the other words that mean it (lib/catalogue/products/search/synonyms.ts).
 */
export type SearchWord = { word: string | SQL; alternatives: string[]; synonyms?: string[] };

export type SearchPlan = {
  text: string;
  words: { word: string; alternatives: string[]; synonyms?: string[] }[];
  phrase: string | null;
};

/**
 * What one word matches: words starting with it (`leh` finds lehenga), its English stem
 * (`sarees` finds saree), its synonyms (`লেহেঙ্গা` and `lehnga` find lehenga), and any
 * catalogue word one typo away. Words reach PostgreSQL
 * only as bound parameters, and quote_literal keeps each one a single quoted lexeme.
 */
export function wordQuery({ word, alternatives, synonyms = [] }: SearchWord): SQL {
  // A single letter as a prefix would match nearly every product, and rank them all.
  const prefix = typeof word === 'string' && Array.from(word).length < 2 ? '' : ':*';
  const parts = [
    sql`to_tsquery('simple', quote_literal(${word}) || ${prefix})`,
    sql`plainto_tsquery('english', ${word})`,
    ...alternatives.map((alternative) => sql`plainto_tsquery('simple', ${alternative})`),
    // A synonym as a whole word (in either language) or, in English, by its stem.
    ...synonyms.map(
      (synonym) =>
        sql`plainto_tsquery('simple', ${synonym}) || plainto_tsquery('english', ${synonym})`,
    ),
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

const hasSynonyms = (plan: SearchPlan) =>
  plan.words.some(({ synonyms = [] }) => synonyms.length > 0);

/**
 * Relevance, each key best first (descending): the exact SKU, then products whose name
 * (weight A) has every word as typed (only when a word has synonyms: `বেনারসি` ranks the
 * piece named so above the one named Banarasi), then those whose name has every word or a
 * synonym, then ts_rank over the weighted vector (name above SKU above description and
 * categories).
 */
export function searchRankKeys(plan: SearchPlan): SQL[] {
  const keys = [sql`(lower(${products.title}) = ${plan.text})`];
  if (plan.words.length > 0) {
    const query = allWordsQuery(plan.words);
    if (hasSynonyms(plan)) {
      const asTyped = allWordsQuery(plan.words.map((word) => ({ ...word, synonyms: [] })));
      keys.push(sql`(ts_filter(${products.searchVector}, '{a}') @@ ${asTyped})`);
    }
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
