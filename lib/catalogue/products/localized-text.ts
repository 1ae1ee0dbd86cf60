import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';

/** The Bangla text on a Bangla page when staff wrote one, else the English (docs/decisions.md 24). */
export function localized(locale: Locale, english: string, bangla: string | null | undefined) {
  return locale === 'bn' && bangla && bangla.trim() !== '' ? bangla : english;
}

/** The same choice in SQL: coalesce(nullif(trim(bangla), ''), english) on a Bangla page. */
export function localizedColumn(
  locale: Locale,
  english: AnyColumn,
  bangla: AnyColumn,
): SQL<string> {
  return locale === 'bn'
    ? sql<string>`coalesce(nullif(btrim(${bangla}), ''), ${english})`
    : sql<string>`${english}`;
}

/** `alias.name` in raw SQL, or its Bangla twin when filled on a Bangla page. */
export function localizedName(locale: Locale, alias: string): SQL<string> {
  return locale === 'bn'
    ? sql<string>`coalesce(nullif(btrim(${sql.raw(`${alias}.name_bn`)}), ''), ${sql.raw(`${alias}.name`)})`
    : sql<string>`${sql.raw(`${alias}.name`)}`;
}
