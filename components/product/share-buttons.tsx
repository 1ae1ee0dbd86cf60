import { useTranslations } from 'next-intl';
import { socialIcons } from '@/components/ui/social-icons';
import { shareLinks } from '@/lib/content';
import { CopyLinkButton } from './copy-link-button';

const itemClass =
  'text-ink-soft hover:text-primary-800 inline-flex items-center gap-2 text-xs tracking-[0.15em] uppercase transition-colors';

const MessengerIcon = () => (
  <svg viewBox="0 0 24 24" width={18} height={18} fill="currentColor" aria-hidden="true">
    <path d="M12 3C7 3 3 6.7 3 11.3c0 2.6 1.3 4.9 3.3 6.4V21l3-1.7c.9.2 1.8.4 2.7.4 5 0 9-3.7 9-8.4S17 3 12 3Zm.9 11.2-2.3-2.5-4.5 2.5 5-5.3 2.4 2.5 4.4-2.5-5 5.3Z" />
  </svg>
);

const WhatsAppIcon = () => (
  <svg viewBox="0 0 24 24" width={18} height={18} fill="currentColor" aria-hidden="true">
    <path d="M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3Zm0 16.4a7.4 7.4 0 0 1-3.8-1l-.3-.2-2.7.7.7-2.6-.2-.3A7.4 7.4 0 1 1 12 19.4Zm4-5.5c-.2-.1-1.3-.7-1.5-.7-.2-.1-.4-.1-.5.1l-.7.9c-.1.1-.3.2-.5.1a6 6 0 0 1-3-2.6c-.2-.4.2-.4.6-1.2.1-.1 0-.3 0-.4l-.7-1.6c-.2-.4-.4-.4-.5-.4h-.4a.8.8 0 0 0-.6.3 2.5 2.5 0 0 0-.8 1.9 4.4 4.4 0 0 0 .9 2.3 10 10 0 0 0 3.9 3.4c1.4.6 2 .7 2.7.6.4-.1 1.3-.5 1.5-1.1.2-.5.2-1 .1-1.1l-.3-.3Z" />
  </svg>
);

const icons = {
  Facebook: () => socialIcons.Facebook!({}),
  WhatsApp: WhatsAppIcon,
  Messenger: MessengerIcon,
};

/** Share on Facebook, WhatsApp and Messenger, or copy the link. */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  const t = useTranslations('product');
  return (
    <div className="mt-8 border-t border-stone-200 pt-6">
      <p className="text-ink-muted text-xs tracking-[0.2em] uppercase">{t('share')}</p>
      <ul className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-3">
        {shareLinks(url, title).map(({ network, href }) => {
          const Icon = icons[network];
          const web = href.startsWith('https:');
          return (
            <li key={network}>
              <a
                href={href}
                target={web ? '_blank' : undefined}
                rel="noopener noreferrer"
                className={itemClass}
              >
                <Icon />
                {network}
                {web && <span className="sr-only">{t('opensNewTab')}</span>}
              </a>
            </li>
          );
        })}
        <li className="flex items-center gap-3">
          <CopyLinkButton url={url} className={itemClass} />
        </li>
      </ul>
    </div>
  );
}
