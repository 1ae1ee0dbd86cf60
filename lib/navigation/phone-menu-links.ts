import { occasionLinks, topNavigation } from '@/lib/config';

type Named = { name: string };
export type PhoneMenuLink = { label: string; href: string };

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The phone menu's first rows: the occasions, then Shop and Find us. An occasion named like
 * a clothing family (Designer Wear, Accessories) is left out, for the family follows below
 * with its own pieces: the shopper should not read the same name twice.
 */
export function phoneMenuLinks(families: readonly Named[]): PhoneMenuLink[] {
  const occasions = occasionLinks.filter(
    (link) => !families.some((family) => sameName(family.name, link.label)),
  );
  const findUs = topNavigation.find((item) => item.href === '/Store-locator');
  return [
    ...occasions,
    { label: 'Shop', href: '/shop' },
    ...(findUs ? [{ label: 'Find us', href: findUs.href }] : []),
  ];
}
