/** The demo store's information pages (/pages/{slug}). */
export const infoPageSlugs = [
  'faq',
  'about-us',
  'terms-and-conditions',
  'terms-of-use',
  'returns-policy',
  'privacy-policy',
];
