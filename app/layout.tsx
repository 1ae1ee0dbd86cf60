import './globals.css';
import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import { jost } from './fonts';
import { store } from '@/lib/config';
import { futuraFontFaces } from '@/lib/fonts/futura-faces';
import { env } from '@/lib/env';

export const metadata: Metadata = {
  metadataBase: new URL(env.SITE_URL),
  title: { default: `${store.name} — ${store.tagline}`, template: `%s | ${store.name}` },
  description:
    'Luxury bridal lehengas, party gowns, sarees and designer wear, delivered across Bangladesh.',
};

export const viewport: Viewport = { themeColor: '#ffffff' };

/**
 * Every page renders per request, so that each carries the fresh CSP nonce of proxy.ts
 * (a cached page would hold a stale one and the browser would refuse its scripts). The
 * catalogue reads behind the pages stay cached by tag (lib/catalog/storefront-cache.ts),
 * and the production server keeps catalogue HTML briefly, swapping in a fresh nonce for
 * each answer (lib/page-cache).
 */
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  await connection();
  // Our own constant CSS (file names from a fixed list), never user input.
  const futura = futuraFontFaces();
  return (
    <html lang="en" className={jost.variable}>
      <head>{futura ? <style dangerouslySetInnerHTML={{ __html: futura }} /> : null}</head>
      <body>{children}</body>
    </html>
  );
}
