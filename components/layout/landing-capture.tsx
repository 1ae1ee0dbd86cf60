'use client';

import { useEffect } from 'react';
import { rememberLanding } from '@/lib/ordering/client';

/**
 * Keeps the landing parameters of the address a visit arrived at (utm_*, click ids, a staff
 * member's share code) for its order, in the browser: the page itself stays the same for
 * everyone, and cached (docs/attribution.md).
 */
export function LandingCapture() {
  useEffect(() => rememberLanding(location.search), []);
  return null;
}
