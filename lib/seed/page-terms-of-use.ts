import { store } from '@/lib/config';
import { section, type InfoPage } from './info-page';

export const termsOfUsePage: InfoPage = {
  slug: 'terms-of-use',
  title: 'Terms of Use',
  summary: `The rules for using the ${store.name} website and your account.`,
  sections: [
    section(
      'Using this website',
      `This website is run by ${store.name}, ${store.address}. By using it you agree to these terms; if you do not agree, please do not use the site.`,
    ),
    section(
      'Your account',
      'You may create an account with your e-mail address and a password, with your phone number, or through a social sign-in. Keep your password to yourself: you are responsible for what is done through your account.',
      'Tell us at once if you think someone else has used your account, and we will help you secure it.',
    ),
    section(
      'Our designs and photographs',
      `All designs, photographs, text and logos on this website belong to ${store.name} or are used with permission. You may view and share links to them, but you may not copy, reproduce or sell them, or use them to make copies of our designs.`,
    ),
    section(
      'Acceptable use',
      'Do not misuse the website: no attempts to break into it, overload it, scrape it, or use it to send spam or unlawful content. We may suspend accounts that do.',
    ),
    section(
      'Product information',
      'We take care that descriptions, prices and stock are correct, but mistakes can happen. If we find an error in an item you have ordered, we will tell you and let you choose whether to continue.',
    ),
    section(
      'Links to other websites',
      'Links to our social pages, our blog and payment providers lead to sites we do not control; their own terms and privacy policies apply there.',
    ),
    section(
      'Changes to these terms',
      'We may update these terms from time to time. The version on this page when you use the website is the one that applies.',
    ),
    section('Contact', `Write to ${store.email} or call ${store.phone}.`),
  ],
  bn: {
    title: 'ব্যবহারের শর্তাবলি',
    summary: 'নূর-ই-জাহানের ওয়েবসাইট আর আপনার অ্যাকাউন্ট ব্যবহারের নিয়ম।',
    sections: [
      section(
        'এই ওয়েবসাইট ব্যবহার',
        `এই ওয়েবসাইট পরিচালনা করে নূর-ই-জাহান, ${store.addressBn}। সাইটটি ব্যবহার করলে আপনি এই শর্তগুলোতে সম্মত হচ্ছেন; সম্মত না হলে অনুগ্রহ করে সাইটটি ব্যবহার করবেন না।`,
      ),
      section(
        'আপনার অ্যাকাউন্ট',
        'ই-মেইল ঠিকানা ও পাসওয়ার্ড, ফোন নম্বর, অথবা সোশ্যাল সাইন-ইন দিয়ে অ্যাকাউন্ট খুলতে পারেন। পাসওয়ার্ড নিজের কাছেই রাখুন: আপনার অ্যাকাউন্ট দিয়ে যা করা হয় তার দায় আপনার।',
        'অন্য কেউ আপনার অ্যাকাউন্ট ব্যবহার করেছে মনে হলে সঙ্গে সঙ্গে জানান, আমরা তা সুরক্ষিত করতে সাহায্য করব।',
      ),
      section(
        'আমাদের ডিজাইন ও ছবি',
        'এই ওয়েবসাইটের সব ডিজাইন, ছবি, লেখা আর লোগো নূর-ই-জাহানের, অথবা অনুমতি নিয়ে ব্যবহৃত। এগুলো দেখতে ও লিংক শেয়ার করতে পারেন, কিন্তু কপি, পুনরুৎপাদন বা বিক্রি করতে, কিংবা আমাদের ডিজাইনের নকল বানাতে ব্যবহার করতে পারবেন না।',
      ),
      section(
        'গ্রহণযোগ্য ব্যবহার',
        'ওয়েবসাইটের অপব্যবহার করবেন না: এতে অনুপ্রবেশ, অতিরিক্ত চাপ সৃষ্টি, তথ্য স্ক্র্যাপ করা, কিংবা স্প্যাম বা বেআইনি কিছু পাঠানোর চেষ্টা নয়। এমন অ্যাকাউন্ট আমরা স্থগিত করতে পারি।',
      ),
      section(
        'পণ্যের তথ্য',
        'বিবরণ, দাম আর স্টক সঠিক রাখতে আমরা যত্নবান, তবু ভুল হতে পারে। আপনার অর্ডার করা পণ্যে ভুল পেলে আমরা জানাব, আর অর্ডারটি রাখবেন কি না সে সিদ্ধান্ত আপনার।',
      ),
      section(
        'অন্য ওয়েবসাইটের লিংক',
        'আমাদের সোশ্যাল পেজ, ব্লগ আর পেমেন্ট সেবার লিংক এমন সাইটে নিয়ে যায় যা আমাদের নিয়ন্ত্রণে নেই; সেখানে তাদের নিজস্ব শর্ত ও গোপনীয়তা নীতি প্রযোজ্য।',
      ),
      section(
        'শর্তের পরিবর্তন',
        'সময়ে সময়ে আমরা এই শর্তগুলো হালনাগাদ করতে পারি। ওয়েবসাইট ব্যবহারের সময় এই পাতায় যে সংস্করণ থাকে, সেটিই প্রযোজ্য।',
      ),
      section('যোগাযোগ', `${store.email} ঠিকানায় লিখুন বা ${store.phone} নম্বরে ফোন করুন।`),
    ],
  },
};
