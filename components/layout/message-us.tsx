import { useTranslations } from 'next-intl';
import { ContactLinks } from '@/components/ui/contact-links';
import type { AskLink } from '@/lib/content';

/** The footer's "Message us": WhatsApp and Messenger as plain links (docs/decisions.md 10). */
export function MessageUs({ links }: { links: AskLink[] }) {
  const t = useTranslations('shell.footer');
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="footer-message-us" className="mt-8">
      <h3
        id="footer-message-us"
        className="text-ink text-xs font-medium tracking-[0.25em] uppercase"
      >
        {t('messageUs')}
      </h3>
      <p className="text-ink-soft mt-2 text-sm leading-6">{t('messageUsIntro')}</p>
      <ContactLinks links={links} opensNewTab={t('opensNewTab')} />
    </section>
  );
}
