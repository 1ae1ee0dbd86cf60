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
  bn: {
    title: 'রিটার্ন নীতি',
    summary:
      'না-পরা রেডি-টু-ওয়্যার পোশাক ডেলিভারির ৭ দিনের মধ্যে ফেরত বা বদল করা যায়। ব্রাইডাল, কাস্টম আর অল্টার করা অর্ডার চূড়ান্ত।',
    sections: [
      section(
        '৭ দিনের মধ্যে ফেরত',
        'রেডি-টু-ওয়্যার পোশাক না-পরা, না-ধোয়া আর অল্টার না করা অবস্থায়, সব ট্যাগ ও আসল প্যাকেটসহ এবং সঙ্গে আসা দোপাট্টা, ব্লাউজ পিস বা বেল্টসহ ডেলিভারির ৭ দিনের মধ্যে ফেরত বা বদল করতে পারেন।',
      ),
      section(
        'যা ফেরত হয় না',
        'ব্রাইডাল পোশাক, অর্ডারে তৈরি ও নিজের মাপে বানানো পোশাক, আর আপনার অনুরোধে অল্টার করা যেকোনো কিছু শুধু আপনার জন্যই তৈরি, তাই ফেরত বা রিফান্ড হয় না।',
        'স্বাস্থ্যগত কারণে সিল খোলা কানের দুল ও অন্যান্য গয়না ফেরত নেওয়া হয় না। সেলে কেনা পণ্য বদল করা যায়, তবে রিফান্ড হয় না।',
      ),
      section(
        'কীভাবে ফেরত দেবেন',
        `ডেলিভারির ৭ দিনের মধ্যে অর্ডার নম্বরসহ ${store.phone} নম্বরে ফোন করুন বা ${store.email} ঠিকানায় লিখুন। আমরা পিকআপের ব্যবস্থা করব, অথবা পোশাকটি আমাদের স্টুডিওতে (${store.addressBn}) নিয়ে আসতে পারেন।`,
        'আগে যোগাযোগ না করে পার্সেল পাঠাবেন না: অপ্রত্যাশিত ফেরত আমরা খুঁজে পাই না।',
      ),
      section(
        'রিফান্ড',
        'পোশাকটি হাতে পেয়ে যাচাই করার পর ৭ কার্যদিবসের মধ্যে রিফান্ড দিই। অনলাইন পেমেন্ট SSLCommerz-এর মাধ্যমে একই বিকাশ বা নগদ ওয়ালেটে বা কার্ডে ফেরত যায়; ব্যাংকভেদে কার্ডে টাকা দেখাতে আরও কয়েক দিন লাগতে পারে।',
        'ক্যাশ অন ডেলিভারি অর্ডারের টাকা বিকাশ, নগদ বা আপনার নামের ব্যাংক অ্যাকাউন্টে ফেরত দেওয়া হয়।',
        'পোশাক ত্রুটিপূর্ণ বা অর্ডারের সঙ্গে না মিললে তবেই আসল ডেলিভারি চার্জ ফেরত দেওয়া হয়।',
      ),
      section(
        'বদল',
        'স্টক থাকা সাপেক্ষে অন্য সাইজ বা রঙে, কিংবা সমান বা বেশি দামের অন্য পোশাকে (বাড়তি টাকা দিয়ে) বদল করতে পারেন।',
      ),
      section(
        'ত্রুটিপূর্ণ বা ভুল পোশাক',
        'পোশাক ক্ষতিগ্রস্ত, ত্রুটিপূর্ণ বা অর্ডারের চেয়ে আলাদা এলে ডেলিভারির ৪৮ ঘণ্টার মধ্যে ছবিসহ জানান। আমাদের খরচে সংগ্রহ করে বদলে দেব বা পুরো টাকা ফেরত দেব।',
      ),
    ],
  },
};
