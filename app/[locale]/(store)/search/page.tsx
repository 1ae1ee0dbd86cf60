import { notFound } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { redirect } from '@/i18n/navigation';
import { searchPath } from '@/lib/catalogue';

// The query string decides where it goes: answered for each request.
export const instant = false;

// /search?q=… — where a search form without JavaScript lands: on to /search/{query}, in
// the page's language.
export default async function SearchFormPage({
  searchParams,
}: {
  searchParams: Promise<{ q?: string | string[] }>;
}) {
  const { q } = await searchParams;
  const text = (Array.isArray(q) ? q[0] : q)?.trim();
  if (!text) notFound();
  redirect({ href: searchPath(text), locale: await getLocale() });
}
