import { store } from '@/lib/config';
import { section, type InfoPage } from './info-page';

export const returnsPolicyPage: InfoPage = {
  slug: 'returns-policy',
  title: 'Returns Policy',
  summary:
    'Unworn ready-to-wear pieces can be returned or exchanged within 7 days of delivery. Bridal, custom and altered orders are final.',
  sections: [
    section(
      'Returns within 7 days',
      'You may return or exchange a ready-to-wear item within 7 days of delivery if it is unworn, unwashed and unaltered, with all tags attached and in its original packaging, together with any dupatta, blouse piece or belt that came with it.',
    ),
    section(
      'What cannot be returned',
      'Bridal outfits, made-to-order and custom-measured pieces, and anything altered at your request are made for you alone and cannot be returned or refunded.',
      'For hygiene reasons earrings and other jewellery that has been unsealed cannot be returned. Items bought on sale can be exchanged but not refunded.',
    ),
    section(
      'How to return an item',
      `Call ${store.phone} or write to ${store.email} with your order number within 7 days of delivery. We will arrange a pickup or you can bring the item to our studio at ${store.address}.`,
      'Please do not send a parcel without contacting us first: we cannot trace returns we were not expecting.',
    ),
    section(
      'Refunds',
      'Once we have received and checked the item, we refund you within 7 working days. Online payments are refunded to the same bKash or Nagad wallet or card through SSLCommerz; cards may take a further few days to show the credit, depending on your bank.',
      'Cash-on-delivery orders are refunded by bKash, Nagad or bank transfer to an account in your name.',
      'The original delivery charge is refunded only if the item was faulty or not what you ordered.',
    ),
    section(
      'Exchanges',
      'You can exchange an item for another size or colour, or for a different piece of the same or higher price (paying the difference), subject to stock.',
    ),
    section(
      'Faulty or wrong items',
      'If an item arrives damaged, faulty or different from what you ordered, tell us within 48 hours of delivery with a photograph. We will collect it at our cost and send a replacement or refund you in full.',
    ),
  ],
};
