import { store } from '@/lib/config';
import { paymentMethodsToken } from '@/lib/content/pages/payment-methods';
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
      // The answer follows how the store takes payment now (lib/content/pages/payment-methods.ts).
      paymentMethodsToken,
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
  bn: {
    title: 'সচরাচর জিজ্ঞাসা',
    summary:
      'নূর-ই-জাহান থেকে অর্ডার নিয়ে আমাদের ক্রেতারা সবচেয়ে বেশি যা জানতে চান: ডেলিভারি, পেমেন্ট, ফিটিং, রিটার্ন আর যত্ন।',
    sections: [
      section(
        'ডেলিভারি পেতে কত দিন লাগে?',
        'রেডি-টু-ওয়্যার পোশাক ঢাকার ভেতরে ১ থেকে ৩ কার্যদিবসে আর বাংলাদেশের অন্য যেকোনো জায়গায় ৩ থেকে ৭ কার্যদিবসে পৌঁছে যায়।',
        'অর্ডারে তৈরি ও ব্রাইডাল পোশাক তৈরি আর ফিটিং শেষ হলে ডেলিভারি দেওয়া হয়; অর্ডারের সময়ই আপনার সঙ্গে তারিখ ঠিক করে নিই।',
      ),
      section(
        'ডেলিভারি চার্জ কত?',
        'আপনার ঠিকানার ডেলিভারি চার্জ পেমেন্টের আগেই চেকআউটে দেখানো হয়, তাই দরজায় কোনো চমক থাকে না।',
      ),
      section('কোন কোন উপায়ে পেমেন্ট করা যায়?', paymentMethodsToken),
      section(
        'সব অর্ডারেই কি ক্যাশ অন ডেলিভারি আছে?',
        'সারা বাংলাদেশে রেডি-টু-ওয়্যার অর্ডারে ক্যাশ অন ডেলিভারি আছে। ব্রাইডাল ও অর্ডারে তৈরি পোশাকের কাজ শুরুর আগে অগ্রিম দিতে হয়, বাকিটা শেষ ফিটিং বা ডেলিভারির সময়।',
      ),
      section(
        'মাপমতো ফিটিং আর অল্টারেশন কি করে দেন?',
        `হ্যাঁ। প্রতিটি ব্রাইডাল পোশাকের সঙ্গে আমাদের স্টুডিওতে (${store.addressBn}) ফিটিং থাকে, আর বেশির ভাগ রেডি-টু-ওয়্যার পোশাকের দৈর্ঘ্য, কোমর ও হাতা ঠিক করে দেওয়া যায়।`,
        'আমাদের কাছ থেকে কেনা পোশাকের সাধারণ অল্টারেশন বিনা খরচে; কোনো কাজে খরচ থাকলে আমরা আগেই জানিয়ে দিই।',
      ),
      section(
        'ব্রাইডাল বা অর্ডারে তৈরি পোশাক হতে কত দিন লাগে?',
        'প্রথম মাপ থেকে শেষ ফিটিং পর্যন্ত বেশির ভাগ ব্রাইডাল পোশাকে চার থেকে ছয় সপ্তাহ লাগে; ভারী কাজের কুতুর পোশাকে দশ সপ্তাহ পর্যন্ত লাগতে পারে।',
        'বিয়ের মৌসুমে (নভেম্বর থেকে ফেব্রুয়ারি) অনুষ্ঠানের অন্তত দুই মাস আগে অর্ডার করার পরামর্শ দিই।',
      ),
      section(
        'আমার সাইজ কীভাবে বুঝব?',
        'প্রতিটি পোশাকের পাতায় পাওয়া যায় এমন সাইজগুলো দেওয়া আছে। দুই সাইজের মাঝামাঝি হলে বড়টি নিন: আমাদের দর্জিরা ছোট করতে পারেন, কিন্তু না থাকা কাপড় যোগ করতে পারেন না।',
        `নিশ্চিত না হলে ${store.phone} নম্বরে ফোন করুন বা ${store.email} ঠিকানায় আপনার বুক, কোমর আর হিপের মাপ লিখে পাঠান, আমরা পরামর্শ দেব।`,
      ),
      section(
        'পোশাক কি ফেরত বা বদল করা যায়?',
        'না-পরা রেডি-টু-ওয়্যার পোশাক ট্যাগসহ ডেলিভারির ৭ দিনের মধ্যে ফেরত বা বদল করা যায়। বিস্তারিত জানতে আমাদের রিটার্ন নীতি দেখুন।',
      ),
      section(
        'ব্রাইডাল আর কাস্টম অর্ডারের টাকা কি ফেরত পাওয়া যায়?',
        'না। ব্রাইডাল, অর্ডারে তৈরি আর অল্টার করা পোশাক শুধু আপনার জন্যই তৈরি, তাই ফেরত বা রিফান্ড হয় না। তবে আমাদের কাজে কোনো ত্রুটি থাকলে অবশ্যই ঠিক করে দেব।',
      ),
      section(
        'দামের মধ্যে কি ভ্যাট ধরা আছে?',
        'হ্যাঁ। সব দাম বাংলাদেশি টাকায় (BDT) এবং ভ্যাটসহ। ডেলিভারি চার্জ থাকলে তা চেকআউটে যোগ হয়।',
      ),
      section(
        'রং কি ছবির মতোই হবে?',
        'আমরা দিনের আলোয় ছবি তুলি, তবে স্ক্রিনভেদে রং আলাদা দেখায় আর হাতের কাজ প্রতিটি পোশাকে সামান্য আলাদা হয়। নির্দিষ্ট শেড জরুরি হলে ভিডিও কলে দেখে নিন বা স্টুডিওতে আসুন।',
      ),
      section(
        'কাজ করা পোশাকের যত্ন কীভাবে নেব?',
        'কাজ করা ও সাজানো পোশাক শুধু ড্রাই ক্লিন করুন, মসলিনে ভাঁজ করে স্যাঁতসেঁতে জায়গা থেকে দূরে রাখুন, আর কাজের ওপর পারফিউম লাগাবেন না। প্রতিটি পোশাকের পাতায় তার নিজের যত্নের নির্দেশনা আছে।',
      ),
      section(
        'আপনাদের সঙ্গে কীভাবে যোগাযোগ করব?',
        `${store.phone} নম্বরে ফোন বা হোয়াটসঅ্যাপ করুন, ${store.email} ঠিকানায় লিখুন, অথবা চলে আসুন ${store.addressBn}।`,
      ),
    ],
  },
};
