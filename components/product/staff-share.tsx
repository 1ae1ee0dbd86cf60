'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useShopperSession } from '@/components/account/session-client';
import { staffShareWords } from '@/components/share/staff-share-words';

const StaffShareLinks = lazy(() =>
  import('@/components/share/staff-share-links').then((panel) => ({
    default: panel.StaffShareLinks,
  })),
);

/**
 * The staff's share links on the public product page: asked for only in a signed-in browser,
 * shown only when the server answers a share code (a staff member who proved the second
 * step), so a shopper's page stays as it was and its panel never loads.
 */
export function StaffShare({ url, title }: { url: string; title: string }) {
  const t = useTranslations('product.staffShare');
  const session = useShopperSession();
  const [code, setCode] = useState<string | null>(null);
  const signedIn = session.status === 'authenticated';
  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    fetch('/api/v1/admin/share-code', { cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<{ code: string }>) : null))
      .then((answer) => current && setCode(answer?.code ?? null))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [signedIn]);
  if (!signedIn || !code) return null;
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
