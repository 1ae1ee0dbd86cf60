import { useTranslations } from 'next-intl';
import { socialIcons } from '@/components/ui/social-icons';
import { shareLinks } from '@/lib/content';
import { CopyLinkOnIntent } from './copy-link-on-intent';

const itemClass =
  'text-ink-soft hover:text-primary-800 inline-flex items-center gap-2 text-xs tracking-[0.15em] uppercase transition-colors';

/** Share on Facebook, WhatsApp and Messenger, or copy the link. */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  const t = useTranslations('product');
  return (
    <div className="mt-8 border-t border-stone-200 pt-6">
      <p className="text-ink-muted text-xs tracking-[0.2em] uppercase">{t('share')}</p>
      <ul className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-3">
        {shareLinks(url, title).map(({ network, href }) => {
          const Icon = socialIcons[network]!;
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
          <CopyLinkOnIntent url={url} className={itemClass} />
        </li>
      </ul>
    </div>
  );
}
