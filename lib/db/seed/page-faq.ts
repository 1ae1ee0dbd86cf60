import { store } from '@/lib/config';
import { section, type InfoPage } from './info-page';

export const faqPage: InfoPage = {
  slug: 'faq',
  title: 'Frequently Asked Questions',
  summary: `Answers to the questions our customers ask most often about ordering from ${store.name}: delivery, payment, fittings, returns and care.`,
  sections: [
    section(
      'How long does delivery take?',
      'Ready-to-wear pieces are delivered within 1 to 3 working days inside Dhaka and within 3 to 7 working days anywhere else in Bangladesh.',
      'Made-to-order and bridal outfits are delivered once they are finished and fitted; we agree the date with you when you order.',
    ),
    section(
      'How much does delivery cost?',
      'The delivery charge for your address is shown at checkout before you pay, so there are no surprises at the door.',
    ),
    section(
      'Which payment methods do you accept?',
      'You can pay cash on delivery, or pay online through SSLCommerz with bKash, Nagad, Rocket, or any Visa, Mastercard or American Express card issued in Bangladesh or abroad.',
      'Online payments are processed on SSLCommerz’s secure pages; we never see or store your card number or wallet PIN.',
    ),
    section(
      'Is cash on delivery available for every order?',
      'Cash on delivery is available for ready-to-wear orders throughout Bangladesh. Bridal and made-to-order outfits need an advance payment before work begins, with the balance due at the final fitting or on delivery.',
    ),
    section(
      'Do you offer custom fitting and alterations?',
      `Yes. Every bridal outfit includes fittings at our studio (${store.address}), and most ready-to-wear pieces can be altered for length, waist and sleeves.`,
      'Simple alterations to pieces bought from us are complimentary; our team will always tell you before any work that carries a charge.',
    ),
    section(
      'How long does a bridal or made-to-order outfit take?',
      'Most bridal outfits take four to six weeks from the first measurement to the final fitting; heavily embroidered couture pieces can take up to ten weeks.',
      'During the wedding season (November to February) we recommend ordering at least two months before the event.',
    ),
    section(
      'How do I find my size?',
      'Each product page lists the sizes available. If you fall between two sizes, choose the larger one: our tailors can take it in, but they cannot add fabric that is not there.',
      `Not sure? Call us on ${store.phone} or write to ${store.email} with your bust, waist and hip measurements and we will advise you.`,
    ),
    section(
      'Can I return or exchange an item?',
      'Unworn ready-to-wear items with their tags attached can be returned or exchanged within 7 days of delivery. Please see our Returns Policy for the details.',
    ),
    section(
      'Are bridal and custom orders refundable?',
      'No. Bridal, made-to-order and altered outfits are made for you alone, so they cannot be returned or refunded. We will, of course, correct any fault in our workmanship.',
    ),
    section(
      'Do your prices include VAT?',
      'Yes. All prices are in Bangladeshi Taka (BDT) and include VAT. The delivery charge, if any, is added at checkout.',
    ),
    section(
      'Will the colour be exactly as shown?',
      'We photograph our pieces in daylight, but screens differ and handwork varies slightly from piece to piece. If the exact shade matters, ask us for a video call or visit the studio.',
    ),
    section(
      'How should I care for embroidered outfits?',
      'Dry clean embroidered and embellished pieces only, store them folded in muslin away from damp, and keep perfume away from the work. Each product page has its own care instructions.',
    ),
    section(
      'How can I reach you?',
      `Call or WhatsApp us on ${store.phone}, write to ${store.email}, or visit us at ${store.address}.`,
    ),
  ],
};
