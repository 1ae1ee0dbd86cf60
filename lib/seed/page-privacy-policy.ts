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
      'When you browse, we keep the contents of your bag in your own browser, and our servers keep short technical logs (such as IP address and browser type) to keep the site secure.',
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
      'We use a small number of cookies to keep you signed in and to protect forms against forgery, and your browser’s local storage to remember your bag. We do not use advertising cookies.',
      'When you message us on Messenger or WhatsApp, or sign in with Google, that service’s own privacy policy applies to what you send it.',
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
  bn: {
    title: 'গোপনীয়তা নীতি',
    summary: 'নূর-ই-জাহান আপনার কোন তথ্য রাখে, কেন রাখে, আর কীভাবে তা আপনার নিয়ন্ত্রণে থাকে।',
    sections: [
      section(
        'আমরা যা সংগ্রহ করি',
        'অ্যাকাউন্ট খুললে বা অর্ডার করলে আমরা আপনার নাম, ই-মেইল ঠিকানা, ফোন নম্বর, ডেলিভারির ঠিকানা, ফিটিংয়ের জন্য দেওয়া মাপ, আর অর্ডার ও উইশলিস্টের ইতিহাস রাখি।',
        'ব্রাউজ করার সময় আপনার কার্টের জিনিস আপনার নিজের ব্রাউজারেই থাকে, আর সাইট সুরক্ষিত রাখতে আমাদের সার্ভারে সংক্ষিপ্ত কারিগরি লগ (যেমন আইপি ঠিকানা ও ব্রাউজারের ধরন) থাকে।',
      ),
      section(
        'আপনার ফোন নম্বর',
        'অর্ডার নিশ্চিত করতে, ডেলিভারি ও ফিটিংয়ের ব্যবস্থা করতে, আর ফোন দিয়ে সাইন ইন করার সময় এককালীন কোড পাঠাতে আমরা আপনার ফোন নম্বর ব্যবহার করি।',
        'শুধু আপনার পার্সেল পৌঁছে দেওয়া কুরিয়ারের সঙ্গেই এটি শেয়ার করি। কখনো বিক্রি করি না, প্রকাশ করি না, আর কারও নিজস্ব বিপণনের জন্য দিই না।',
      ),
      section(
        'পেমেন্ট',
        'অনলাইন পেমেন্ট পরিচালনা করে SSLCommerz। আপনার কার্ড নম্বর, বিকাশ বা নগদের পিন আর এককালীন পাসওয়ার্ড তাদের সুরক্ষিত পাতায় দেওয়া হয়; আমরা কখনো দেখি না, রাখিও না। আমরা শুধু পেমেন্টের ফলাফল আর একটি রেফারেন্স নম্বর পাই।',
      ),
      section(
        'আপনার তথ্য আমরা যেভাবে ব্যবহার করি',
        'অর্ডার প্রক্রিয়া ও ডেলিভারি, অর্ডারে তৈরি পোশাক বানানো ও ফিট করা, আপনার প্রশ্নের উত্তর দেওয়া আর প্রতারণা ঠেকাতে। শুধু আপনার অনুমতি থাকলে নতুন কালেকশনের খবর পাঠাই; যেকোনো সময় তা বন্ধ করতে পারেন।',
      ),
      section(
        'কুকি ও লোকাল স্টোরেজ',
        'আপনাকে সাইন ইন রাখতে আর ফর্মকে জালিয়াতি থেকে রক্ষা করতে আমরা অল্প কয়েকটি কুকি ব্যবহার করি, আর কার্ট মনে রাখতে আপনার ব্রাউজারের লোকাল স্টোরেজ। বিজ্ঞাপনের কুকি আমরা ব্যবহার করি না।',
        'Messenger বা WhatsApp-এ আমাদের বার্তা পাঠালে, কিংবা Google দিয়ে সাইন ইন করলে, আপনি যা পাঠান তাতে সেই সেবার নিজস্ব গোপনীয়তা নীতি প্রযোজ্য।',
      ),
      section(
        'কত দিন রাখি',
        'হিসাব ও ভ্যাটের জন্য বাংলাদেশের আইন যত দিন চায়, তত দিন অর্ডারের রেকর্ড রাখি। যেকোনো সময় অ্যাকাউন্ট বন্ধ করতে পারেন; তখন আপনার প্রোফাইল ও উইশলিস্ট মুছে ফেলি, শুধু আইনের প্রয়োজনটুকু রাখি।',
      ),
      section(
        'আপনার পছন্দ',
        `মাই প্রোফাইলে আপনার তথ্য দেখতে ও সংশোধন করতে পারেন। আপনার তথ্যের কপি পেতে বা তা মুছে ফেলতে ${store.email} ঠিকানায় লিখুন।`,
      ),
      section(
        'নিরাপত্তা',
        'পাসওয়ার্ড শুধু নিরাপদ হ্যাশ হিসেবে রাখা হয়, ওয়েবসাইট চলে HTTPS-এ, আর আপনাকে সেবা দিতে যাঁদের প্রয়োজন শুধু সেই কর্মীরাই আপনার তথ্য দেখতে পান।',
      ),
      section(
        'পরিবর্তন ও যোগাযোগ',
        `এই নীতিতে কোনো পরিবর্তন হলে এই পাতায় জানাব। প্রশ্ন থাকলে ${store.email} ঠিকানায় লিখুন, ${store.phone} নম্বরে ফোন করুন, অথবা চলে আসুন ${store.addressBn}।`,
      ),
    ],
  },
};
