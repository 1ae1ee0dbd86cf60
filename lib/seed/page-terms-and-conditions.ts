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
  bn: {
    title: 'শর্তাবলি',
    summary: 'নূর-ই-জাহানে অর্ডার করলে যে শর্তগুলো প্রযোজ্য।',
    sections: [
      section(
        'এই শর্তাবলি সম্পর্কে',
        `এই ওয়েবসাইটে, ফোনে বা আমাদের স্টুডিওতে (${store.addressBn}) নূর-ই-জাহানে করা প্রতিটি অর্ডারে এই শর্তগুলো প্রযোজ্য। অর্ডার করলে আপনি এগুলো মেনে নিচ্ছেন।`,
      ),
      section(
        'অর্ডার',
        'অর্ডার হলো কেনার অনুরোধ। আমরা ফোন, এসএমএস বা ই-মেইলে নিশ্চিত করলে তা চুক্তিতে পরিণত হয়। কোনো পণ্য শেষ হয়ে গেলে বা ভুল দাম দেখানো হলে আমরা অর্ডার নিতে অপারগ হতে পারি; আগে পেমেন্ট করে থাকলে পুরো টাকা ফেরত দেব।',
        'নিশ্চিত করার আগে সাইজ, রং আর ডেলিভারির ঠিকানা মিলিয়ে নিন। ক্যাশ অন ডেলিভারি অর্ডার পাঠানোর আগে আমরা ফোন করে নিশ্চিত হই।',
      ),
      section(
        'দাম ও ভ্যাট',
        'সব দাম বাংলাদেশি টাকায় (BDT) এবং ভ্যাটসহ। আপনার ঠিকানার ডেলিভারি চার্জ পেমেন্টের আগেই চেকআউটে দেখানো হয়।',
      ),
      section(
        'পেমেন্ট',
        'ক্যাশ অন ডেলিভারিতে, অথবা SSLCommerz-এর মাধ্যমে বিকাশ, নগদ, রকেট বা ডেবিট/ক্রেডিট কার্ডে অনলাইনে পেমেন্ট করতে পারেন। কার্ড ও ওয়ালেটের তথ্য SSLCommerz-এর সুরক্ষিত পাতায় দেওয়া হয়, আমাদের কাছে কখনো পৌঁছায় না।',
        'ব্রাইডাল ও অর্ডারে তৈরি পোশাকের কাজ শুরুর আগে অগ্রিম দিতে হয়; বাকিটা শেষ ফিটিং বা ডেলিভারির সময়।',
      ),
      section(
        'ডেলিভারি',
        'রেডি-টু-ওয়্যার অর্ডার ঢাকার ভেতরে ১ থেকে ৩ কার্যদিবসে আর দেশের অন্যত্র ৩ থেকে ৭ কার্যদিবসে পৌঁছায়। কুরিয়ার, আবহাওয়া, হরতাল বা সরকারি ছুটির কারণে কখনো কখনো সময় বাড়তে পারে।',
        'পার্সেল হাতে পেয়ে দেখে নিন, আর কিছু ক্ষতিগ্রস্ত বা অনুপস্থিত থাকলে ৪৮ ঘণ্টার মধ্যে জানান।',
      ),
      section(
        'ব্রাইডাল, কাস্টম ও অল্টার করা অর্ডার',
        'আপনার মাপে, আপনার চাওয়া রং বা ডিজাইনে তৈরি, কিংবা আপনার অনুরোধে অল্টার করা পোশাক শুধু আপনার জন্যই তৈরি। কাজ শুরু হলে এগুলো বাতিল করা যায় না, ফেরত বা রিফান্ডও হয় না; তবে আমাদের কাজের ত্রুটি আমরা মেরামত করে দেব।',
      ),
      section(
        'রং ও হাতের কাজ',
        'হাতের এমব্রয়ডারি আর হাতে বোনা কাপড় প্রতিটি পোশাকে সামান্য আলাদা হয়, আর স্ক্রিনভেদে রংও আলাদা দেখায়। এই ছোট পার্থক্যগুলো হাতের কাজের চিহ্ন, ত্রুটি নয়।',
      ),
      section(
        'ফেরত',
        'না-পরা রেডি-টু-ওয়্যার পোশাক ট্যাগসহ ডেলিভারির ৭ দিনের মধ্যে ফেরত দেওয়া যায়, আমাদের রিটার্ন নীতিতে যেমন বলা আছে।',
      ),
      section(
        'আমাদের দায়',
        'এই শর্ত ভঙ্গের পূর্বানুমেয় ফল হিসেবে যে ক্ষতি হয়, তার দায় আমাদের। পূর্বানুমেয় নয় এমন ক্ষতি বা ব্যবসায়িক ক্ষতির দায় আমাদের নয়।',
      ),
      section(
        'প্রযোজ্য আইন',
        'এই শর্তাবলি বাংলাদেশের আইন অনুযায়ী পরিচালিত, আর যেকোনো বিরোধের বিচারের এখতিয়ার ঢাকার আদালতের।',
      ),
      section(
        'যোগাযোগ',
        `অর্ডার নিয়ে প্রশ্ন আছে? ${store.phone} নম্বরে ফোন করুন বা ${store.email} ঠিকানায় লিখুন।`,
      ),
    ],
  },
};
