'use client';

import { useTranslations } from '#intl';
import { lazy, Suspense, useEffect, useState } from 'react';
import { staffShareWords } from '@/components/share/staff-share-words';

const StaffShareLinks = lazy(() =>
  import('@/components/share/staff-share-links').then((panel) => ({
    default: panel.StaffShareLinks,
  })),
);

/**
 * In a signed-in browser: the staff's share links, shown only when the server answers a
 * share code (a staff member who proved the second step), so a shopper's page stays as it was
 * and the links' panel never loads.
 */
export function SignedInStaffShare({ url, title }: { url: string; title: string }) {
  const t = useTranslations('product.staffShare');
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    fetch('/api/v1/admin/share-code', { cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<{ code: string }>) : null))
      .then((answer) => current && setCode(answer?.code ?? null))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  if (!code) return null;
  return (
    <div className="mt-8">
      <Suspense fallback={null}>
        <StaffShareLinks
          url={url}
          title={title}
          code={code}
          words={staffShareWords(t as (key: string, values?: Record<string, string>) => string)}
        />
      </Suspense>
    </div>
  );
}
