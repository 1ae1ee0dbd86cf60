'use client';

import { useTranslations } from '#intl';
import { useState } from 'react';

/** Copies the page's address, and says so. */
export function CopyLinkButton({ url, className }: { url: string; className: string }) {
  const t = useTranslations('product');
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
    setTimeout(() => setCopied(null), 2500);
  };
  return (
    <>
      <button type="button" onClick={copy} className={className}>
        <svg
          viewBox="0 0 24 24"
          width={18}
          height={18}
          fill="none"
          stroke="currentColor"
          strokeWidth={1.5}
          aria-hidden="true"
        >
          <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
        </svg>
        {t('copyLink')}
      </button>
      <span role="status" className="text-ink-soft text-xs">
        {copied === 'yes' ? t('linkCopied') : copied === 'no' ? t('copyThisLink', { url }) : ''}
      </span>
    </>
  );
}
