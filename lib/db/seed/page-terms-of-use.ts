import { store } from '@/lib/config';
import { section, type InfoPage } from './info-page';

export const termsOfUsePage: InfoPage = {
  slug: 'terms-of-use',
  title: 'Terms of Use',
  summary: `The rules for using the ${store.name} website and your account.`,
  sections: [
    section(
      'Using this website',
      `This website is run by ${store.name}, ${store.address}. By using it you agree to these terms; if you do not agree, please do not use the site.`,
    ),
    section(
      'Your account',
      'You may create an account with your e-mail address and a password, with your phone number, or through a social sign-in. Keep your password to yourself: you are responsible for what is done through your account.',
      'Tell us at once if you think someone else has used your account, and we will help you secure it.',
    ),
    section(
      'Our designs and photographs',
      `All designs, photographs, text and logos on this website belong to ${store.name} or are used with permission. You may view and share links to them, but you may not copy, reproduce or sell them, or use them to make copies of our designs.`,
    ),
    section(
      'Acceptable use',
      'Do not misuse the website: no attempts to break into it, overload it, scrape it, or use it to send spam or unlawful content. We may suspend accounts that do.',
    ),
    section(
      'Product information',
      'We take care that descriptions, prices and stock are correct, but mistakes can happen. If we find an error in an item you have ordered, we will tell you and let you choose whether to continue.',
    ),
    section(
      'Links to other websites',
      'Links to our social pages, our blog and payment providers lead to sites we do not control; their own terms and privacy policies apply there.',
    ),
    section(
      'Changes to these terms',
      'We may update these terms from time to time. The version on this page when you use the website is the one that applies.',
    ),
    section('Contact', `Write to ${store.email} or call ${store.phone}.`),
  ],
};
