import type { InfoPage } from './info-page';
import { aboutUsPage } from './page-about-us';
import { faqPage } from './page-faq';
import { privacyPolicyPage } from './page-privacy-policy';
import { returnsPolicyPage } from './page-returns-policy';
import { termsAndConditionsPage } from './page-terms-and-conditions';
import { termsOfUsePage } from './page-terms-of-use';

/** The information pages of the footer and /pages/{slug}. */
export const infoPages: readonly InfoPage[] = [
  faqPage,
  aboutUsPage,
  termsAndConditionsPage,
  termsOfUsePage,
  returnsPolicyPage,
  privacyPolicyPage,
];
