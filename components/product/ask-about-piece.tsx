import { useLocale, useTranslations } from 'next-intl';
import type { AskLink } from '@/lib/content';
import { localeDigits } from '@/lib/i18n/digits';

const linkClass =
  'border-ink text-ink hover:border-primary hover:text-primary-800 inline-flex min-h-11 items-center border px-4 text-xs tracking-[0.15em] uppercase transition-colors';

/** "Ask about this piece": a person to ask, on the channels the store has configured. */
export function AskAboutPiece({ links }: { links: AskLink[] }) {
  const t = useTranslations('product.ask');
  const locale = useLocale();
  // WhatsApp and Messenger keep their names; the call (lib/content/contact/ask-links.ts: "Call
  // {phone}" as the store writes the number) says so in the page's words.
  const labelOf = (link: AskLink) =>
    link.channel === 'phone'
      ? t('call', { phone: localeDigits(link.label.replace(/^Call /, ''), locale) })
      : link.label;
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="ask-about-piece" className="mt-8 bg-stone-50 p-5">
      <h2 id="ask-about-piece" className="text-ink text-xs tracking-[0.25em] uppercase">
        {t('title')}
      </h2>
      <p className="text-ink-soft mt-2 text-sm leading-6">{t('intro')}</p>
      <ul className="mt-4 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.channel}>
            <a
              href={link.href}
              className={linkClass}
              {...(link.channel === 'phone' ? {} : { rel: 'noopener', target: '_blank' })}
            >
              {labelOf(link)}
              {link.channel !== 'phone' && <span className="sr-only">{t('opensNewTab')}</span>}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
