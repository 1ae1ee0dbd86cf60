import './globals.css';
import type { Metadata, Viewport } from 'next';
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
 * The same for every page: public pages are prerendered from it, and personal ones
 * ((store)/(personal)) rendered per request with their nonce.
 */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  // Our own constant CSS (file names from a fixed list), never user input.
  const futura = futuraFontFaces();
  return (
    <html lang="en" className={jost.variable}>
      <head>{futura ? <style dangerouslySetInnerHTML={{ __html: futura }} /> : null}</head>
      <body>{children}</body>
    </html>
  );
}
