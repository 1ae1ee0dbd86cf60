import 'server-only';

/**
 * Words a shopper may type for the same thing: the catalogue's English word first, then its
 * romanised spellings, then its Bangla ones. A Bangla word finds what its English word finds
 * even where a piece has no Bangla name yet; a romanised spelling finds the catalogue's own
 * (docs/decisions.md, "Search in both languages, and messages in the shopper's language").
 */
const groups: readonly (readonly string[])[] = [
  // Garments
  [
    'lehenga',
    'lehnga',
    'lahenga',
    'lehanga',
    'lehinga',
    'lengha',
    'লেহেঙ্গা',
    'লেহেংগা',
    'লেহেঙ্গাটি',
  ],
  ['saree', 'sari', 'sharee', 'shari', 'শাড়ি', 'শাড়ী'],
  ['gown', 'গাউন'],
  ['sherwani', 'shervani', 'sherwany', 'শেরওয়ানি', 'শেরওয়ানী'],
  ['salwar', 'shalwar', 'salwaar', 'সালোয়ার', 'সেলোয়ার'],
  ['kameez', 'kamiz', 'kamij', 'qameez', 'কামিজ'],
  ['kurta', 'কুর্তা'],
  ['kurti', 'কুর্তি'],
  ['panjabi', 'punjabi', 'পাঞ্জাবি', 'পাঞ্জাবী'],
  ['dupatta', 'ওড়না', 'দোপাট্টা'],
  ['orna', 'urna', 'ওড়না'],
  ['blouse', 'ব্লাউজ'],
  ['anarkali', 'আনারকলি'],
  ['gharara', 'ঘারারা'],
  ['sharara', 'শারারা'],
  ['veil', 'ভেইল', 'ঘোমটা'],
  ['jewellery', 'jewelry', 'গয়না', 'গহনা'],
  ['clutch', 'ক্লাচ'],
  // Occasions
  ['bridal', 'ব্রাইডাল', 'বিয়ের', 'কনের'],
  ['wedding', 'বিয়ে', 'বিয়ের'],
  ['bride', 'কনে', 'বউ'],
  ['groom', 'বর'],
  ['party', 'পার্টি'],
  ['holud', 'haldi', 'হলুদ'],
  ['mehndi', 'mehendi', 'mehedi', 'মেহেদি', 'মেহেন্দি'],
  ['reception', 'রিসেপশন', 'বৌভাত'],
  ['walima', 'ওয়ালিমা'],
  ['eid', 'ঈদ'],
  // Colours
  ['red', 'লাল'],
  ['maroon', 'মেরুন'],
  ['pink', 'গোলাপি', 'গোলাপী'],
  ['gold', 'সোনালি', 'সোনালী', 'গোল্ডেন'],
  ['silver', 'রুপালি', 'রুপালী', 'সিলভার'],
  ['white', 'সাদা'],
  ['ivory', 'আইভরি'],
  ['cream', 'ক্রিম'],
  ['black', 'কালো'],
  ['blue', 'নীল'],
  ['green', 'সবুজ'],
  ['yellow', 'হলুদ'],
  ['orange', 'কমলা'],
  ['purple', 'বেগুনি', 'বেগুনী'],
  ['peach', 'পিচ'],
  // Fabrics and work
  ['silk', 'সিল্ক', 'রেশম'],
  ['resham', 'রেশম'],
  ['jamdani', 'jamdhani', 'জামদানি', 'জামদানী'],
  ['katan', 'kataan', 'কাতান'],
  ['benarasi', 'banarasi', 'benarsi', 'banarsi', 'বেনারসি', 'বেনারসী'],
  ['muslin', 'মসলিন'],
  ['cotton', 'সুতি', 'কটন'],
  ['georgette', 'জর্জেট'],
  ['chiffon', 'শিফন'],
  ['velvet', 'ভেলভেট', 'মখমল'],
  ['organza', 'অরগাঞ্জা'],
  ['net', 'নেট'],
  ['zardozi', 'zardosi', 'জারদৌসি'],
  ['zari', 'জরি'],
  ['embroidery', 'এমব্রয়ডারি'],
  ['karchupi', 'কারচুপি'],
  ['stone', 'পাথর', 'স্টোন'],
];

const isLatin = (word: string) => /^[a-z]+$/.test(word);

/**
 * Each word's other spellings. The Latin words of a group are spellings of one word, and a
 * Latin word gets only those: an English search finds what it found before, and a romanised
 * spelling finds the catalogue's own.
 */
const synonymsOf = new Map<string, string[]>();
for (const group of groups) {
  const words = group.map((word) => word.normalize('NFC').toLowerCase());
  for (const word of words) {
    const others = words.filter((other) => other !== word && (!isLatin(word) || isLatin(other)));
    synonymsOf.set(word, [...new Set([...(synonymsOf.get(word) ?? []), ...others])]);
  }
}

/** The other words that mean what `word` (lower case, NFC) means; none for most words. */
export function searchSynonyms(word: string): string[] {
  return synonymsOf.get(word) ?? [];
}
