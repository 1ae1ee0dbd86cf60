import { telHref, whatsappHref } from '@/lib/content/settings/defaults';
import type { ContactSettings } from '@/lib/content/schemas/store-settings';

export type AskChannel = 'whatsapp' | 'messenger' | 'phone';

export type AskLink = { channel: AskChannel; label: string; href: string };

type ChatContacts = Pick<ContactSettings, 'whatsapp' | 'messenger'>;

/** Messenger's `ref` takes letters, digits and -_= only (at most 250). */
const messengerRef = (ref: string) => ref.replace(/[^A-Za-z0-9_=-]/g, '-').slice(0, 250);

/** WhatsApp click-to-chat at the number, its text encoded whole (an '&' or '#' would end it). */
export const whatsappChatHref = (number: string, text: string) =>
  `${whatsappHref(number)}?text=${encodeURIComponent(text)}`;

/** Messenger at the page; m.me takes no text, only a `ref` the page's inbox sees. */
export const messengerHref = (page: string, ref?: string) =>
  `https://m.me/${encodeURIComponent(page)}${ref ? `?ref=${messengerRef(ref)}` : ''}`;

/**
 * "Message us": WhatsApp with `text` filled in and Messenger with `ref`, for each channel
 * the store has configured (docs/decisions.md 10). No script: plain links.
 */
export function chatLinks(contacts: ChatContacts, opening: { text: string; ref?: string }) {
  const links: AskLink[] = [];
  if (contacts.whatsapp) {
    links.push({
      channel: 'whatsapp',
      label: 'WhatsApp',
      href: whatsappChatHref(contacts.whatsapp, opening.text),
    });
  }
  if (contacts.messenger) {
    links.push({
      channel: 'messenger',
      label: 'Messenger',
      href: messengerHref(contacts.messenger, opening.ref),
    });
  }
  return links;
}

/**
 * "Ask about this piece": the chats opened on the piece (WhatsApp with `text`, the page's
 * words naming it and its link; Messenger with its slug as the ref), and the phone. A channel
 * the store has not configured has no link (docs/decisions.md 21).
 */
export const askLinks = (
  contacts: Pick<ContactSettings, 'phone'> & ChatContacts,
  piece: { slug: string; text: string },
): AskLink[] => talkLinks(contacts, { text: piece.text, ref: `product-${piece.slug}` });

/** The chats opened with `opening`, then the phone: each channel the store has configured. */
export function talkLinks(
  contacts: Pick<ContactSettings, 'phone'> & ChatContacts,
  opening: { text: string; ref?: string },
): AskLink[] {
  const links = chatLinks(contacts, opening);
  if (contacts.phone) {
    links.push({
      channel: 'phone',
      label: `Call ${contacts.phone}`,
      href: telHref(contacts.phone),
    });
  }
  return links;
}
