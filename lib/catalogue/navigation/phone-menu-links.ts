import { storeLocatorPath } from './paths';
import { occasionLinks, topNavigation } from '@/lib/config';

type Named = { name: string };
export type PhoneMenuLink = { label: string; href: string };

/** A link's name in the page's language, from its address and its English name. */
export type LabelLink = (link: PhoneMenuLink) => string;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The phone menu's first rows: the occasions, then Shop and Find us, each named by `label`
 * (English by default). An occasion named like a clothing family (Designer Wear,
 * Accessories) is left out, for the family follows below with its own pieces: the shopper
 * should not read the same name twice. A family's name is in the page's language, so it is
 * compared with the occasion's name in both.
 */
export function phoneMenuLinks(
  families: readonly Named[],
  label: LabelLink = (link) => link.label,
): PhoneMenuLink[] {
  const findUs = topNavigation.find((item) => item.href === storeLocatorPath);
  const links: PhoneMenuLink[] = [
    ...occasionLinks,
    { label: 'Shop', href: '/shop' },
    ...(findUs ? [{ label: 'Find us', href: findUs.href }] : []),
  ];
  const occasionHrefs = new Set<string>(occasionLinks.map((link) => link.href));
  return links
    .map((link) => ({ english: link.label, label: label(link), href: link.href }))
    .filter(
      (link) =>
        !occasionHrefs.has(link.href) ||
        !families.some(
          (family) => sameName(family.name, link.english) || sameName(family.name, link.label),
        ),
    )
    .map(({ label: name, href }) => ({ label: name, href }));
}
