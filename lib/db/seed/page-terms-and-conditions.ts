import { store } from '@/lib/config';
import { section, type InfoPage } from './info-page';

export const termsAndConditionsPage: InfoPage = {
  slug: 'terms-and-conditions',
  title: 'Terms and Conditions',
  summary: `The terms that apply when you place an order with ${store.name}.`,
  sections: [
    section(
      'About these terms',
      `These terms apply to every order placed with ${store.name} through this website, by phone or in our studio at ${store.address}. By placing an order you accept them.`,
    ),
    section(
      'Orders',
      'An order is a request to buy. It becomes a contract when we confirm it by phone, SMS or e-mail. We may decline an order, for example when an item has sold out or a price was shown in error; if you have already paid, we refund you in full.',
      'Please check sizes, colours and your delivery address before you confirm. We call to confirm cash-on-delivery orders before dispatch.',
    ),
    section(
      'Prices and VAT',
      'All prices are in Bangladeshi Taka (BDT) and include VAT. The delivery charge for your address is shown at checkout before you pay.',
    ),
    section(
      'Payment',
      'You may pay cash on delivery or online through SSLCommerz using bKash, Nagad, Rocket or a debit or credit card. Card and wallet details are entered on SSLCommerz’s secure pages and never reach us.',
      'Bridal and made-to-order outfits require an advance payment before work begins; the balance is due at the final fitting or on delivery.',
    ),
    section(
      'Delivery',
      'Ready-to-wear orders are delivered within 1 to 3 working days inside Dhaka and within 3 to 7 working days elsewhere in Bangladesh. Delays caused by couriers, weather, strikes or public holidays may occasionally extend these times.',
      'Please inspect the parcel when it arrives and tell us within 48 hours if anything is damaged or missing.',
    ),
    section(
      'Bridal, custom and altered orders',
      'Outfits made to your measurements, in a colour or design you request, or altered at your request are made for you alone. They cannot be cancelled once work has begun and cannot be returned or refunded, except for faults in our workmanship, which we will repair.',
    ),
    section(
      'Colours and handwork',
      'Hand embroidery and hand weaving vary slightly from piece to piece, and colours look different on different screens. Such small variations are the mark of handwork, not a defect.',
    ),
    section(
      'Returns',
      'Unworn ready-to-wear items with their tags attached may be returned within 7 days of delivery, as described in our Returns Policy.',
    ),
    section(
      'Our responsibility',
      'We are responsible for loss or damage that is a foreseeable result of our breaking these terms. We are not responsible for losses that were not foreseeable, or for business losses.',
    ),
    section(
      'Governing law',
      'These terms are governed by the laws of Bangladesh, and the courts of Dhaka have jurisdiction over any dispute.',
    ),
    section('Contact', `Questions about an order? Call ${store.phone} or write to ${store.email}.`),
  ],
};
