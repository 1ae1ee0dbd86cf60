import { useLocale, useTranslations } from 'next-intl';
import { ContactLinks } from '@/components/ui/contact-links';
import type { AskLink } from '@/lib/content';
import { localeDigits } from '@/lib/i18n/digits';

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
      <ContactLinks links={links} labelOf={labelOf} opensNewTab={t('opensNewTab')} />
    </section>
  );
}
