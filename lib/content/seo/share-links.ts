/** Where each network's share button goes, for a page `url` titled `title`. */
export function shareLinks(url: string, title: string) {
  const link = encodeURIComponent(url);
  return [
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${link}` },
    {
      network: 'WhatsApp',
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    },
    // Messenger's share address opens the app on phones, where shoppers use it.
    { network: 'Messenger', href: `fb-messenger://share/?link=${link}` },
  ] as const;
}
