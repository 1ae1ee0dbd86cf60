'use client';

import { useEffect, useRef, useState } from 'react';
import { timing } from '@/lib/client-config';
import type { Notice } from './form-notice';

/**
 * A success notice that passes: gone after a while, and gone once the shopper has left the
 * page. Next keeps a page she left mounted but hidden (docs/architecture.md, "Pages left
 * stay in the document"), which runs its effects' clean-up: the notice is let go then, so
 * coming back shows the page, not an old "saved". Errors stay until the next try.
 */
export function usePassingNotice(notice: Notice | null): Notice | null {
  const [gone, setGone] = useState<Notice | null>(null);
  const leaving = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    // Development's double run of every effect sets this up and clears it at once.
    clearTimeout(leaving.current);
    if (notice?.tone !== 'success') return;
    const timer = setTimeout(() => setGone(notice), timing.passingNoticeMs);
    return () => {
      clearTimeout(timer);
      leaving.current = setTimeout(() => setGone(notice), 0);
    };
  }, [notice]);

  return notice === gone ? null : notice;
}
