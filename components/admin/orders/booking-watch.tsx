'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/**
 * While a booking is under way, draws the page again every `everyMs` until it is done: the
 * first try takes seconds; a courier that failed is tried again only minutes later.
 */
export function BookingWatch({ everyMs }: { everyMs: number }) {
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => router.refresh(), everyMs);
    return () => clearInterval(timer);
  }, [router, everyMs]);
  return null;
}
