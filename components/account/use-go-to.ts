'use client';

import { useRouter } from 'next/navigation';

/** Leaves a sign-in form for `callbackUrl` (already checked to be a path of this site). */
export function useGoTo(callbackUrl: string) {
  const router = useRouter();
  return () => {
    router.replace(callbackUrl);
    router.refresh();
  };
}
