import { banglaValueNames } from './bangla-taxonomy';
import type { ProductWords } from './product-copy';
import type { ProductLine } from './product-lines';
import { createRandom, hashSeed } from './random';

/** The garment words of product names: every lehenga's Bangla name says লেহেঙ্গা. */
const nounNames: Readonly<Record<string, string>> = {
  'Anarkali Gown': 'আনারকলি গাউন',
  'Box Clutch': 'বক্স ক্লাচ',
  'Bridal Banarasi Saree': 'ব্রাইডাল বেনারসি শাড়ি',
  'Bridal Dupatta': 'ব্রাইডাল দোপাট্টা',
  'Bridal Gharara Set': 'ব্রাইডাল গারারা সেট',
  'Bridal Gharara': 'ব্রাইডাল গারারা',
  'Bridal Gown': 'ব্রাইডাল গাউন',
  'Bridal Jewellery Set': 'ব্রাইডাল গয়নার সেট',
  'Bridal Lehenga Set': 'ব্রাইডাল লেহেঙ্গা সেট',
  'Bridal Lehenga': 'ব্রাইডাল লেহেঙ্গা',
  'Bridal Saree': 'ব্রাইডাল শাড়ি',
  'Bridal Sharara Set': 'ব্রাইডাল শারারা সেট',
  'Bridal Sharara': 'ব্রাইডাল শারারা',
  'Bridal Trail Gown': 'ব্রাইডাল ট্রেইল গাউন',
  'Cape Set': 'কেপ সেট',
  'Choker Set': 'চোকার সেট',
  Clutch: 'ক্লাচ',
  'Co-ord Set': 'কো-অর্ড সেট',
  'Couture Bridal Lehenga': 'কুতুর ব্রাইডাল লেহেঙ্গা',
  'Designer Anarkali': 'ডিজাইনার আনারকলি',
  'Designer Kaftan': 'ডিজাইনার কাফতান',
  Dupatta: 'দোপাট্টা',
  'Eid Sharara Set': 'ঈদ শারারা সেট',
  'Embroidered Dupatta': 'কাজ করা দোপাট্টা',
  'Embroidered Shawl': 'কাজ করা শাল',
  'Envelope Clutch': 'এনভেলপ ক্লাচ',
  'Evening Gown': 'ইভনিং গাউন',
  'Festive Kurti Set': 'উৎসবের কুর্তি সেট',
  'Flared Gown Kurti': 'ঘেরওয়ালা গাউন কুর্তি',
  'Flared Skirt Kurti Set': 'ঘেরওয়ালা স্কার্ট কুর্তি সেট',
  'Gharara Set': 'গারারা সেট',
  'Gharara Style Kurti Set': 'গারারা স্টাইল কুর্তি সেট',
  'Gown Style Kurti': 'গাউন স্টাইল কুর্তি',
  'Heritage Bridal Lehenga': 'হেরিটেজ ব্রাইডাল লেহেঙ্গা',
  'Indo-Western Set': 'ইন্দো-ওয়েস্টার্ন সেট',
  'Jacket Kurti Set': 'জ্যাকেট কুর্তি সেট',
  'Jacket Style Kurti': 'জ্যাকেট স্টাইল কুর্তি',
  'Kurti Gharara Set': 'কুর্তি গারারা সেট',
  'Lehenga Choli': 'লেহেঙ্গা চোলি',
  'Lehenga Style Kurti Set': 'লেহেঙ্গা স্টাইল কুর্তি সেট',
  'Necklace Set': 'নেকলেস সেট',
  'Party Gharara': 'পার্টি গারারা',
  'Party Gown': 'পার্টি গাউন',
  'Party Lehenga': 'পার্টি লেহেঙ্গা',
  'Party Saree': 'পার্টি শাড়ি',
  'Party Sharara': 'পার্টি শারারা',
  'Potli Bag': 'পটলি ব্যাগ',
  Potli: 'পটলি',
  'Pre-Draped Saree': 'প্রি-ড্রেপড শাড়ি',
  'Rani Haar Set': 'রানি হার সেট',
  'Ready Saree': 'রেডি শাড়ি',
  'Reception Gown': 'রিসেপশন গাউন',
  'Saree Drape Kurti': 'শাড়ি ড্রেপ কুর্তি',
  'Saree Style Kurti': 'শাড়ি স্টাইল কুর্তি',
  Saree: 'শাড়ি',
  'Semi-Bridal Lehenga': 'সেমি-ব্রাইডাল লেহেঙ্গা',
  'Sharara Set': 'শারারা সেট',
  Shawl: 'শাল',
  'Wedding Lehenga': 'ওয়েডিং লেহেঙ্গা',
  'Wedding Saree': 'বিয়ের শাড়ি',
};

const designNames: Readonly<Record<string, string>> = {
  Mehrunisa: 'মেহেরুন্নেসা',
  Gulbahar: 'গুলবাহার',
  Noor: 'নূর',
  Zoya: 'জোয়া',
  Shehzadi: 'শাহজাদি',
  Mehfil: 'মেহফিল',
  Rangmahal: 'রংমহল',
  Jharokha: 'ঝরোখা',
  Chandni: 'চাঁদনি',
  Sitara: 'সিতারা',
  Roshni: 'রোশনি',
  Naqsh: 'নকশ',
  Afsana: 'আফসানা',
  Heer: 'হীর',
  Falak: 'ফলক',
  Meher: 'মেহের',
  Gulnaar: 'গুলনার',
  Shabnam: 'শবনম',
};

/** Inside a name, a work reads as a craft word ('Red Thread Kurti': লাল রেশম কুর্তি). */
const nameWordOverrides: Readonly<Record<string, string>> = { Thread: 'রেশম', Mirror: 'আয়না' };

const phrases: ReadonlyMap<string, string> = new Map(
  Object.entries({ ...banglaValueNames, ...nameWordOverrides, ...designNames, ...nounNames }),
);
const longestPhrase = Math.max(...[...phrases.keys()].map((phrase) => phrase.split(' ').length));

/** A product name of the demo catalogue in Bangla, phrase by phrase (the order reads the same). */
export function banglaProductName(name: string): string {
  const words = name.split(' ');
  const out: string[] = [];
  for (let start = 0; start < words.length;) {
    let matched = false;
    for (let length = Math.min(longestPhrase, words.length - start); length > 0; length -= 1) {
      const bangla = phrases.get(words.slice(start, start + length).join(' '));
      if (bangla) {
        out.push(bangla);
        start += length;
        matched = true;
        break;
      }
    }
    if (!matched) throw new Error(`No Bangla for '${words[start]}' in '${name}'`);
  }
  return out.join(' ');
}

const workPhrases: Readonly<Record<string, string>> = {
  Zardozi: 'পুরোনো সোনালি সুতায় হাতে তোলা উঁচু জারদোজির কাজ',
  Dabka: 'আমাদের কারিগরদের হাতে প্যাঁচানো দাবকা আর নকশির কাজ',
  Sequin: 'প্রতিটি আলোয় ঝিলমিল করা সূক্ষ্ম সিকুইন',
  Stone: 'হাতে বসানো স্টোন আর ক্রিস্টাল',
  'Cut Dana': 'ঝলমলে কাটদানার পুঁতির কাজ',
  Pearl: 'হাতে বসানো ছোট মুক্তার কাজ',
  Thread: 'একই রঙের রেশম সুতার এমব্রয়ডারি',
  Aari: 'সূক্ষ্ম আরি চেইন-স্টিচের এমব্রয়ডারি',
  Mirror: 'ঐতিহ্যবাহী আয়নার কাজ',
  Karchupi: 'ঢাকার বিশেষত্ব, নাজুক কারচুপির কাজ',
  'Gota Patti': 'ঝকঝকে গোটা পাত্তির অ্যাপ্লিক',
  Zari: 'শরীর আর পাড় জুড়ে জরির বুনন',
  'Block Print': 'ছোট ফুলেল বুটির হাতে করা ব্লক প্রিন্ট',
  Kundan: 'সোনালি প্রলেপের ফ্রেমে কুন্দন পাথর',
  Polki: 'না-কাটা পোলকি ধাঁচের পাথর',
  Meenakari: 'হাতে আঁকা মিনাকারি এনামেল',
};

const shapeSentences: Record<ProductLine['garment'], readonly string[]> = {
  lehenga: [
    'অনেকগুলো কলির স্কার্টটি ফিটেড কোমর থেকে পূর্ণ ঘেরে ছড়িয়ে চওড়া কাজ করা পাড়ে শেষ হয়েছে।',
    'ক্যানক্যান লাইনিং স্কার্টকে দেয় ভরাট ঘের, আর ব্লাউজের হাতায়ও একই কাজ।',
  ],
  gown: [
    'ফিটেড বডিস থেকে মেঝে-ছোঁয়া স্কার্ট নেমে গেছে নরম ট্রেইলে।',
    'ফুল হাতা আর মেঝে-ছোঁয়া ঘেরওয়ালা স্কার্ট একে দেয় সহজ, মার্জিত পতন।',
  ],
  sharara: [
    'ছোট কামিজের নিচে চওড়া, পূর্ণ ঘেরের শারারা প্যান্ট।',
    'শারারার উদার ঘের নাচের সময় সুন্দর দোল খায়।',
  ],
  gharara: [
    'লখনৌয়ের ধাঁচে গারারাটি হাঁটুতে গোটা ব্যান্ডের নিচে কুঁচি দিয়ে ছড়িয়ে পড়েছে।',
    'ছোট কামিজের সঙ্গে গারারা প্যান্ট, হাঁটুতে কাজ করা ব্যান্ডে জোড়া।',
  ],
  saree: [
    'চওড়া পাড় আর জমকালো আঁচল দূর থেকেও চোখে পড়ার মতো করে বোনা ও কাজ করা।',
    'নরমভাবে ড্রেপ হয় আর কুঁচি ধরে রাখে, নিচে চওড়া পাড়।',
  ],
  kurti: [
    'কাঁধ থেকে সোজা নেমে আসা কুর্তি, চলাফেরার সুবিধায় দুই পাশে স্লিট।',
    'কাঁধে টেইলর্ড আর শরীরে আরামদায়ক, সারা দিন সহজে পরা যায়।',
  ],
  jewellery: [
    'সোনালি প্রলেপের পিতলে তৈরি, লম্বা অনুষ্ঠানেও পরে থাকার মতো হালকা।',
    'প্রতিটি অংশ হাতে ফিনিশ করা আর পেছনে ফেল্ট দেওয়া, তাই আরামে বসে থাকে।',
  ],
  dupatta: [
    'মাথায় পিন করার মতো হালকা, আবার দুই কাঁধে ড্রেপ করার মতো বড়।',
    'সাদামাটা কামিজকে উজ্জ্বল করে, কিংবা ব্রাইডাল সেটের দোপাট্টার জায়গা নেয়।',
  ],
  potli: [
    'ফোন, লিপস্টিক আর কার্ড রাখার মতো জায়গা, ফিতে টানলেই শক্ত করে বন্ধ হয়।',
    'সিল্কের দড়িতে ঝোলানো পটলি, পুঁতির ট্যাসেলে ফিনিশ করা।',
  ],
  clutch: [
    'শক্ত ফ্রেম আকার ধরে রাখে, আর ক্ল্যাস্প বন্ধ হয় নিশ্চিন্ত এক ক্লিকে।',
    'এক হাতে ধরার মতো সরু, অথচ ফোন আর চাবির জায়গা আছে।',
  ],
};

const garmentIncludes: Record<ProductLine['garment'], string> = {
  lehenga: 'সেটে থাকছে লেহেঙ্গা, ব্লাউজ আর মানানসই দোপাট্টা।',
  gown: 'গাউনটি লাইনিংসহ, আপনার মাপে অল্টারেশন করে দেওয়া যায়।',
  sharara: 'সেটে থাকছে কামিজ, শারারা আর মানানসই দোপাট্টা।',
  gharara: 'সেটে থাকছে কামিজ, গারারা আর মানানসই দোপাট্টা।',
  saree: 'সঙ্গে থাকছে মানানসই ব্লাউজ পিস।',
  kurti: 'সেটে থাকছে কুর্তি আর মানানসই পায়জামা।',
  jewellery: 'ভেলভেটের উপহার বাক্সে কানের দুলসহ আসে।',
  dupatta: 'প্রায় আড়াই মিটার লম্বা, হাতে বাঁধা ট্যাসেলে ফিনিশ করা।',
  potli: 'সাটিন লাইনিং, সিল্কের ফিতে আর ডাস্ট ব্যাগসহ আসে।',
  clutch: 'খুলে রাখা যায় এমন চেইন স্ট্র্যাপ আর ডাস্ট ব্যাগসহ আসে।',
};

const occasionSentences: Record<ProductLine['occasion'], readonly string[]> = {
  bridal: [
    'চার থেকে ছয় সপ্তাহে অর্ডারে তৈরি, বনানী স্টুডিওতে বিনা খরচে ফিটিং।',
    'গায়ে হলুদ, বিয়ের দিন বা রিসেপশনের জন্য প্রজন্ম ধরে রাখার মতো একটি পোশাক।',
    'নিজের মাপ আর রঙের পরিবর্তনের অনুরোধ সাদরে গ্রহণ করা হয়; আমাদের স্টাইলিস্টরা আপনাকে সাহায্য করবেন।',
  ],
  party: [
    'সঙ্গে সঙ্গে পাঠানোর জন্য প্রস্তুত, মেহেদির রাত আর রিসেপশনে নাচার মতো হালকা।',
    'বিয়ের অতিথি, ঈদের দাওয়াত আর রিসেপশনের সন্ধ্যার প্রিয় পছন্দ।',
  ],
  designer: [
    'আমাদের ডিজাইন স্টুডিওতে অল্প সংখ্যায় তৈরি, ঈদের বেড়ানো, দাওয়াত আর সন্ধ্যার জন্য।',
    'পারিবারিক দাওয়াতের জন্য যথেষ্ট সহজ, বিয়ের রিসেপশনের জন্য যথেষ্ট পরিপাটি।',
  ],
  accessory: [
    'উপহার দেওয়ার জন্য প্রস্তুত, স্মারক বাক্সে আসে।',
    'আমাদের ব্রাইডাল আর পার্টি কালেকশনের রঙের সঙ্গে মিলিয়ে বাছাই করা।',
  ],
};

function valueName(name: string): string {
  const bangla = banglaValueNames[name];
  if (!bangla) throw new Error(`No Bangla for '${name}'`);
  return bangla;
}

/**
 * Three or four Bangla sentences about the piece, written from the same words as the
 * English text; its own random stream (from the slug) leaves the English catalogue unchanged.
 */
export function banglaProductDescription(
  line: ProductLine,
  words: ProductWords,
  slug: string,
): string {
  const random = createRandom(hashSeed(`bn:${slug}`));
  const noun = nounNames[words.noun] ?? words.noun;
  const material = words.fabric
    ? `${valueName(words.colour)} ${valueName(words.fabric)}`
    : `${valueName(words.colour)} রঙের`;
  const work = words.works.map((each) => workPhrases[each] ?? valueName(each)).join(' আর ');
  const sentences = [
    `${material} ${noun}, সঙ্গে ${work}।`,
    random.pick(shapeSentences[line.garment]),
    garmentIncludes[line.garment],
  ];
  if (random.chance(0.7)) sentences.push(random.pick(occasionSentences[line.occasion]));
  return sentences.join(' ');
}
