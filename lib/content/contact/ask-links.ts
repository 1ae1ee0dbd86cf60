import type { Locale } from '@/i18n/routing';
import { telHref, whatsappHref } from '@/lib/content/settings/defaults';
import type { ContactSettings } from '@/lib/content/schemas/store-settings';

export type AskChannel = 'whatsapp' | 'messenger' | 'phone';

export type AskLink = { channel: AskChannel; label: string; href: string };

/** The message a WhatsApp chat opens with, in the page's language: the piece's name and its address. */
export const askMessage = (piece: { name: string; url: string }, locale: Locale = 'en') =>
  locale === 'bn'
    ? `হ্যালো! আমি ${piece.name} সম্পর্কে জানতে চাই: ${piece.url}`
    : `Hello! I would like to ask about ${piece.name}: ${piece.url}`;

/** Messenger's `ref` takes letters, digits and -_= only (at most 250): the piece's slug. */
const messengerRef = (slug: string) =>
  `product-${slug}`.replace(/[^A-Za-z0-9_=-]/g, '-').slice(0, 250);

/**
 * "Ask about this piece": WhatsApp click-to-chat with the name and link filled in, Messenger
 * (m.me takes no text, only a `ref` the page's inbox sees: the piece's slug), and the phone.
 * A channel the store has not configured has no link (docs/decisions.md 21).
 */
export function askLinks(
  contacts: Pick<ContactSettings, 'phone' | 'whatsapp' | 'messenger'>,
  piece: { name: string; slug: string; url: string },
  locale: Locale = 'en',
): AskLink[] {
  const links: AskLink[] = [];
  if (contacts.whatsapp) {
    links.push({
      channel: 'whatsapp',
      label: 'WhatsApp',
      href: `${whatsappHref(contacts.whatsapp)}?text=${encodeURIComponent(askMessage(piece, locale))}`,
    });
  }
  if (contacts.messenger) {
    links.push({
      channel: 'messenger',
      label: 'Messenger',
      href: `https://m.me/${encodeURIComponent(contacts.messenger)}?ref=${messengerRef(piece.slug)}`,
    });
  }
  if (contacts.phone) {
    links.push({
      channel: 'phone',
      label: `Call ${contacts.phone}`,
      href: telHref(contacts.phone),
    });
  }
  return links;
}
