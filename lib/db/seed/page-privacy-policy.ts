import { store } from '@/lib/config';
import { section, type InfoPage } from './info-page';

export const privacyPolicyPage: InfoPage = {
  slug: 'privacy-policy',
  title: 'Privacy Policy',
  summary: `What ${store.name} collects about you, why, and how you stay in control of it.`,
  sections: [
    section(
      'What we collect',
      'When you create an account or order, we keep your name, e-mail address, phone number, delivery addresses, measurements you give us for fittings, and your order and wishlist history.',
      'When you browse, we keep the contents of your cart in your own browser, and our servers keep short technical logs (such as IP address and browser type) to keep the site secure.',
    ),
    section(
      'Your phone number',
      'We use your phone number to confirm orders, to arrange delivery and fittings, and to send one-time codes when you sign in with your phone.',
      'We share it only with the courier delivering your parcel. We never sell it, never publish it, and never pass it to anyone for their own marketing.',
    ),
    section(
      'Payments',
      'Online payments are handled by SSLCommerz. Your card number, bKash or Nagad PIN and one-time passwords are entered on their secure pages; we never see or store them. We receive only the result of the payment and a reference number.',
    ),
    section(
      'How we use your information',
      'To process and deliver your orders, to make and fit made-to-order outfits, to answer your questions, and to prevent fraud. With your permission only, we also send news of new collections; you can unsubscribe at any time.',
    ),
    section(
      'Cookies and local storage',
      'We use a small number of cookies to keep you signed in and to protect forms against forgery, and your browser’s local storage to remember your cart. We do not use advertising cookies.',
      'Our social chat widget and sign-in buttons are provided by the social networks concerned, whose own privacy policies apply.',
    ),
    section(
      'How long we keep it',
      'We keep order records for as long as the law of Bangladesh requires for accounts and VAT. You can close your account at any time; we then delete your profile and wishlist and keep only what the law requires.',
    ),
    section(
      'Your choices',
      `You can see and correct your details in My Profile. To obtain a copy of your information or to have it deleted, write to ${store.email}.`,
    ),
    section(
      'Security',
      'Passwords are stored only as secure hashes, the website is served over HTTPS, and only the staff who need your details to serve you can see them.',
    ),
    section(
      'Changes and contact',
      `We will post any change to this policy on this page. Questions? Write to ${store.email}, call ${store.phone}, or visit us at ${store.address}.`,
    ),
  ],
};
