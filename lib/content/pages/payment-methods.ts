import type { Locale } from '@/i18n/routing';

/**
 * Where an information page says how the store takes payment: a paragraph of its own that
 * the storefront fills with what checkout offers now (the FAQ's payment answer).
 */
export const paymentMethodsToken = '{{payment_methods}}';

const answers: Record<Locale, { cod: string; online: string[] }> = {
  en: {
    cod: 'You pay cash on delivery: the courier collects the amount when your order arrives.',
    online: [
      'You can pay cash on delivery, or pay online through SSLCommerz with bKash, Nagad, Rocket, or any Visa, Mastercard or American Express card issued in Bangladesh or abroad.',
      'Online payments are processed on SSLCommerz’s secure pages; we never see or store your card number or wallet PIN.',
    ],
  },
  bn: {
    cod: 'পেমেন্ট হয় ক্যাশ অন ডেলিভারিতে: অর্ডার পৌঁছালে কুরিয়ার টাকা নিয়ে নেন।',
    online: [
      'ক্যাশ অন ডেলিভারিতে দিতে পারেন, অথবা SSLCommerz-এর মাধ্যমে বিকাশ, নগদ, রকেট কিংবা দেশে বা বিদেশে ইস্যু করা যেকোনো ভিসা, মাস্টারকার্ড বা আমেরিকান এক্সপ্রেস কার্ডে অনলাইনে পেমেন্ট করতে পারেন।',
      'অনলাইন পেমেন্ট হয় SSLCommerz-এর সুরক্ষিত পাতায়; আপনার কার্ড নম্বর বা ওয়ালেটের পিন আমরা কখনো দেখি না, রাখিও না।',
    ],
  },
};

/** The payment answer's paragraphs: cash on delivery always, the gateway's ways only when it is set up. */
export function paymentMethodsParagraphs(locale: Locale, gateway: boolean): string[] {
  return gateway ? answers[locale].online : [answers[locale].cod];
}

/** A page's HTML with its payment paragraph, if any, written out. */
export function fillPaymentMethods(html: string, locale: Locale, gateway: boolean): string {
  if (!html.includes(paymentMethodsToken)) return html;
  const paragraphs = paymentMethodsParagraphs(locale, gateway).map((text) => `<p>${text}</p>`);
  return html
    .replace(`<p>${paymentMethodsToken}</p>`, paragraphs.join('\n'))
    .replaceAll(paymentMethodsToken, paymentMethodsParagraphs(locale, gateway).join(' '));
}
