import { connection } from 'next/server';

// Pages of one shopper (sign-in, account, wishlist, cart, checkout): proxy.ts gives each
// answer a fresh CSP nonce, which Next puts on every script it renders. Nothing of them may
// be prerendered, for a prerendered part would carry no nonce (docs/architecture.md).
export const instant = false;

export default async function PersonalLayout({ children }: { children: React.ReactNode }) {
  await connection();
  return children;
}
