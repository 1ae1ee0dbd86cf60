export { caseCorrectedPath } from './case-corrected-path';
export { localeCookie, otherLocale, switchHref } from './language-switch';
export { linkLabelKey } from './link-labels';
export { phoneMenuLinks, type PhoneMenuLink } from './phone-menu-links';
export { wishlistPath } from './paths';
