import '@fontsource-variable/jost/wght.css';
import './globals.css';
import type { Metadata, Viewport } from 'next';
import { store } from '@/lib/config';
import { env } from '@/lib/env';

export const metadata: Metadata = {
  metadataBase: new URL(env.SITE_URL),
  title: { default: `${store.name} — ${store.tagline}`, template: `%s | ${store.name}` },
  description:
    'Luxury bridal lehengas, party gowns, sarees and designer wear, delivered across Bangladesh.',
};

export const viewport: Viewport = { themeColor: '#ffffff' };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
