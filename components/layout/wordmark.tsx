import { useTranslations } from 'next-intl';
import { store } from '@/lib/config';

/**
 * The store's name as an SVG wordmark: it scales crisply and never shifts the layout. The
 * letters are the house's Latin mark in every language; what a screen reader hears is the
 * name in the page's language.
 */
export function Wordmark({ className }: { className?: string }) {
  const t = useTranslations('common');
  const letters = store.name.toUpperCase();
  return (
    <svg
      role="img"
      aria-label={t('storeName')}
      viewBox="0 0 360 52"
      className={className}
      xmlns="http://www.w3.org/2000/svg"
    >
      <text
        x="180"
        y="30"
        textAnchor="middle"
        fill="currentColor"
        fontSize="30"
        fontWeight="400"
        letterSpacing="9"
        style={{ fontFamily: 'inherit' }}
      >
        {letters}
      </text>
      <path d="M140 44h32m16 0h32" stroke="#eeaa57" strokeWidth="1.2" />
      <path d="m180 40 4 4-4 4-4-4z" fill="#eeaa57" />
    </svg>
  );
}
