import { connection } from 'next/server';
import { StoreShell } from '@/components/layout/store-shell';

// Like the store's personal pages ((store)/(personal)/layout.tsx): rendered per request, each
// with a fresh CSP nonce, nothing prerendered.
export const instant = false;

/** The checkout: the store's shell with the plain checkout header in place of the menus. */
export default async function CheckoutLayout({ children }: { children: React.ReactNode }) {
  await connection();
  return <StoreShell checkout>{children}</StoreShell>;
}
