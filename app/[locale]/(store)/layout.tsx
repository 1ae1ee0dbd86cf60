import type { Metadata } from 'next';
import { StoreShell } from '@/components/layout/store-shell';
import { openGraph } from '@/lib/content';
import { isLocale, routing } from '@/i18n/routing';

// Link previews of every shopper page name the store and its language (the root layout
// sets metadataBase).
export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  return {
    openGraph: openGraph({}, isLocale(locale) ? locale : routing.defaultLocale),
    twitter: { card: 'summary_large_image' },
  };
}

/** The common layout of every shopper page: header, category bar, content, footer. */
export default function StoreLayout({ children }: { children: React.ReactNode }) {
  return <StoreShell>{children}</StoreShell>;
}
