/** The channels a staff member shares a piece on, each with a link of its own. */
export const staffShareChannels = ['facebook', 'instagram', 'whatsapp'] as const;
export type StaffShareChannel = (typeof staffShareChannels)[number];

/**
 * A page's address as a staff member shares it on one channel (docs/attribution.md): the
 * channel as utm_source, social as utm_medium and their share code as `s`.
 */
export function staffShareLink(pageUrl: string, channel: StaffShareChannel, code: string): string {
  const url = new URL(pageUrl);
  url.searchParams.set('utm_source', channel);
  url.searchParams.set('utm_medium', 'social');
  url.searchParams.set('s', code);
  return url.toString();
}

/** WhatsApp's own share address: it opens a chat picker with the text and link typed in. */
export const whatsappShareLink = (text: string, link: string) =>
  `https://wa.me/?text=${encodeURIComponent(`${text} ${link}`)}`;
