import { store } from '@/lib/config';
import { section, type InfoPage } from './info-page';

export const aboutUsPage: InfoPage = {
  slug: 'about-us',
  title: `About ${store.name}`,
  summary: `${store.name} is a Dhaka house of bridal, party and designer clothing, where traditional handwork meets a modern eye.`,
  sections: [
    section(
      'Our story',
      `${store.name} began as a small studio with one promise: that every bride in Bangladesh should be able to wear something made with the care of an heirloom.`,
      'Today we dress brides, their families and their guests, from the holud to the reception, and we still fit every bridal outfit by hand.',
    ),
    section(
      'Craft and karigars',
      'Our lehengas, shararas and sarees are embroidered by karigars who have practised zardozi, dabka, karchupi and gota work for generations.',
      'We buy our Katan, Jamdani and Banarasi weaves directly from weavers, and we pay fairly for slow, careful work.',
    ),
    section(
      'What we make',
      'Bridal couture made to order; party lehengas, gowns, shararas, ghararas and sarees ready to wear; designer kurtis for Eid and everyday elegance; and jewellery, dupattas and bags to finish every look.',
    ),
    section(
      'Visit the studio',
      `Our studio and fitting rooms are at ${store.address}. Appointments are recommended for bridal consultations, so that a stylist can give you her full attention.`,
      `Call ${store.phone} or write to ${store.email} to book a time.`,
    ),
    section(
      'Our promise',
      'Honest prices in BDT with VAT included, clear delivery times, and a team that answers when you call. If something is not right, we will make it right.',
    ),
  ],
  bn: {
    title: 'নূর-ই-জাহান সম্পর্কে',
    summary:
      'নূর-ই-জাহান ঢাকার একটি ব্রাইডাল, পার্টি ও ডিজাইনার পোশাকের হাউস, যেখানে ঐতিহ্যবাহী হাতের কাজ মেলে আধুনিক দৃষ্টির সঙ্গে।',
    sections: [
      section(
        'আমাদের গল্প',
        'নূর-ই-জাহানের শুরু একটি ছোট স্টুডিও থেকে, একটি প্রতিশ্রুতি নিয়ে: বাংলাদেশের প্রতিটি কনে যেন উত্তরাধিকারের যত্নে তৈরি পোশাক পরতে পারেন।',
        'আজ আমরা গায়ে হলুদ থেকে রিসেপশন পর্যন্ত কনে, তাঁর পরিবার আর অতিথিদের সাজাই, আর এখনও প্রতিটি ব্রাইডাল পোশাক হাতে ফিট করি।',
      ),
      section(
        'কারুকাজ ও কারিগর',
        'আমাদের লেহেঙ্গা, শারারা আর শাড়িতে কাজ করেন এমন কারিগরেরা, যাঁরা প্রজন্ম ধরে জারদোজি, দাবকা, কারচুপি আর গোটার কাজ করে আসছেন।',
        'কাতান, জামদানি আর বেনারসি আমরা সরাসরি তাঁতিদের কাছ থেকে কিনি, আর ধীর, যত্নের কাজের ন্যায্য দাম দিই।',
      ),
      section(
        'আমরা যা তৈরি করি',
        'অর্ডারে তৈরি ব্রাইডাল কুতুর; সঙ্গে সঙ্গে পরার মতো পার্টি লেহেঙ্গা, গাউন, শারারা, গারারা ও শাড়ি; ঈদ আর প্রতিদিনের রুচিশীল সাজের ডিজাইনার কুর্তি; আর প্রতিটি সাজ পূর্ণ করতে গয়না, দোপাট্টা ও ব্যাগ।',
      ),
      section(
        'স্টুডিওতে আসুন',
        `আমাদের স্টুডিও আর ফিটিং রুম: ${store.addressBn}। ব্রাইডাল পরামর্শের জন্য আগে থেকে সময় নিয়ে আসা ভালো, যাতে একজন স্টাইলিস্ট পুরো মনোযোগ দিয়ে আপনাকে সময় দিতে পারেন।`,
        `সময় ঠিক করতে ${store.phone} নম্বরে ফোন করুন অথবা ${store.email} ঠিকানায় লিখুন।`,
      ),
      section(
        'আমাদের প্রতিশ্রুতি',
        'ভ্যাটসহ টাকায় সৎ দাম, পরিষ্কার ডেলিভারির সময়, আর এমন একটি দল যাঁরা ফোন করলে সাড়া দেন। কিছু ঠিক না থাকলে আমরা তা ঠিক করে দেব।',
      ),
    ],
  },
};
