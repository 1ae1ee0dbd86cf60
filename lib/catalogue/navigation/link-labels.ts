import type { Messages } from '@/i18n/namespaces';

/** A key of `shell.links`: the name of a link the header, phone menu or footer shows. */
export type LinkLabelKey = keyof Messages['shell']['links'];

/** A key of `shell.nav`: the header's top navigation, in capitals. */
export type NavLabelKey = keyof Messages['shell']['nav'];

/**
 * lib/config keeps the links (their addresses and English names, which the API and the
 * messages of the store share); the page names each in its language by its address.
 */
const linkKeys: Record<string, LinkLabelKey> = {
  '/occasion/bridal': 'bridal',
  '/occasion/party': 'party',
  '/occasion/designer_wear': 'designerWear',
  '/occasion/accessories': 'accessories',
  '/shop': 'shop',
  '/Store-locator': 'findUs',
  '/track-order': 'trackOrder',
  '/wishlist': 'wishlist',
  '/pages/faq': 'faq',
  '/pages/about-us': 'aboutUs',
  '/pages/terms-and-conditions': 'termsAndConditions',
  '/pages/terms-of-use': 'termsOfUse',
  '/pages/returns-policy': 'returnsPolicy',
  '/pages/privacy-policy': 'privacyPolicy',
};

const navKeys: Record<string, NavLabelKey> = {
  '/occasion/bridal': 'bridal',
  '/occasion/party': 'party',
  '/occasion/designer_wear': 'designerWear',
  '/shop': 'shop',
  '/Store-locator': 'findUs',
};

/** The message naming the link to `href`, or undefined for an address with no message. */
export function linkLabelKey(href: string): LinkLabelKey | undefined {
  return linkKeys[href];
}

/** The message naming a header link to `href`, or undefined for an address with no message. */
export function navLabelKey(href: string): NavLabelKey | undefined {
  return navKeys[href];
}
