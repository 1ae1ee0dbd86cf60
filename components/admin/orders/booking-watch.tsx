'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** How often the page asks again while a booking waits for the courier. */
const everyMs = 3000;

/** While a booking is under way, draws the page again now and then until it is done. */
export function BookingWatch() {
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => router.refresh(), everyMs);
    return () => clearInterval(timer);
  }, [router]);
  return null;
}
