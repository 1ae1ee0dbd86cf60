import { useLocale, useTranslations } from 'next-intl';
import { LocalisedLink } from '@/components/navigation/localised-link';
import { localisedPath } from '@/lib/i18n/locale-path';

const linkClass = 'text-xs tracking-[0.2em] uppercase underline-offset-4 hover:underline';

/** A guest's wishlist lives in this browser: invite them to keep it with an account. */
export function KeepWishlist() {
  const t = useTranslations('wishlist.keep');
  const locale = useLocale();
  // Signed in, she comes back to the wishlist in the language she left it in.
  const callbackUrl = encodeURIComponent(localisedPath(locale, '/wishlist'));
  return (
    <aside className="border-primary-300 mb-10 flex flex-col gap-4 border px-6 py-5 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-ink-soft text-sm leading-relaxed">{t('text')}</p>
      <p className="flex shrink-0 gap-6">
        <LocalisedLink
          href={`/authentication/login?callbackUrl=${callbackUrl}`}
          className={`${linkClass} text-ink`}
        >
          {t('signIn')}
        </LocalisedLink>
        <LocalisedLink href="/authentication/signup" className={`${linkClass} text-ink-soft`}>
          {t('createAccount')}
        </LocalisedLink>
      </p>
    </aside>
  );
}
