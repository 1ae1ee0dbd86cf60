import { useTranslations } from 'next-intl';
import { LocalisedLink } from '@/components/navigation/localised-link';
import { store } from '@/lib/config';
import { Wordmark } from './wordmark';

/** The wordmark, leading home: the site header's and the checkout's. */
export function HomeMark(props: { className?: string; markClassName: string }) {
  const { className = '', markClassName } = props;
  const t = useTranslations('shell.header');
  return (
    // The mark's Latin letters, which the link shows, begin its name in both languages.
    <LocalisedLink
      href="/"
      aria-label={t('homeLabel', { store: store.name })}
      className={`text-ink block ${className}`}
    >
      <Wordmark className={markClassName} />
    </LocalisedLink>
  );
}
