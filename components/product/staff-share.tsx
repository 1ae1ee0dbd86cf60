'use client';

import { lazy, Suspense } from 'react';
import { useShopperSession } from '@/components/account/session-client';

// Only a signed-in browser can be staff's: a guest's product page never loads the rest.
const SignedInStaffShare = lazy(() =>
  import('./staff-share-signed-in').then((module) => ({ default: module.SignedInStaffShare })),
);

/** The staff's share links on the public product page (staff-share-signed-in.tsx). */
export function StaffShare(props: { url: string; title: string }) {
  const session = useShopperSession();
  if (session.status !== 'authenticated') return null;
  return (
    <Suspense fallback={null}>
      <SignedInStaffShare {...props} />
    </Suspense>
  );
}
