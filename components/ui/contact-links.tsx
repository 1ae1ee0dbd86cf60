import { socialIcons } from '@/components/ui/social-icons';
import type { AskLink } from '@/lib/content';

const linkClass =
  'border-ink text-ink hover:border-primary hover:text-primary-800 inline-flex min-h-11 items-center gap-2 border px-4 text-xs tracking-[0.15em] uppercase transition-colors';

const chatIcons = { whatsapp: socialIcons.WhatsApp!, messenger: socialIcons.Messenger! };

type ContactLinksProps = {
  links: AskLink[];
  /** The screen-reader hint on a chat, which opens in a new tab. */
  opensNewTab: string;
  labelOf?: (link: AskLink) => string;
};

/** A person to reach, one bordered 44 px link a channel: chats open in a new tab, a call in place. */
export function ContactLinks({
  links,
  opensNewTab,
  labelOf = (link) => link.label,
}: ContactLinksProps) {
  return (
    <ul className="mt-4 flex flex-wrap gap-2">
      {links.map((link) => {
        if (link.channel === 'phone') {
          return (
            <li key={link.channel}>
              <a href={link.href} className={linkClass}>
                {labelOf(link)}
              </a>
            </li>
          );
        }
        const Icon = chatIcons[link.channel];
        return (
          <li key={link.channel}>
            <a
              href={link.href}
              className={linkClass}
              rel="noopener"
              target="_blank"
              data-measure-contact={link.channel}
            >
              <Icon width={16} height={16} />
              {labelOf(link)}
              <span className="sr-only">{opensNewTab}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
