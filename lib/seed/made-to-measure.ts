import type { MeasurementKey } from '@/lib/catalogue/schemas/measurement-kinds';
import type { ProductLine } from './product-lines';

const blouseAndSkirt: MeasurementKey[] = [
  'bust',
  'waist',
  'hip',
  'length',
  'shoulder',
  'sleeve_length',
  'armhole',
  'neck_front_depth',
  'neck_back_depth',
];

/** What the bridal categories' made-to-measure pieces ask for (others keep the default). */
export const seededMeasurementFields: Record<string, MeasurementKey[]> = {
  bridallehenga: blouseAndSkirt,
  'bridal-lehenga': blouseAndSkirt,
  bridalsharara: blouseAndSkirt,
  bridalgown: ['bust', 'waist', 'hip', 'length', 'shoulder', 'sleeve_length', 'upper_arm'],
};

const leadDays: Record<string, number> = { lehenga: 42, gown: 56, sharara: 35 };

/**
 * Every fourth bridal piece of a sized line is made to measure, the first of each line
 * among them; decided by position alone, so the random draws of the catalogue stay as
 * they were.
 */
export function madeToMeasureOf(line: ProductLine, nth: number) {
  const madeToMeasure = line.occasion === 'bridal' && line.sized && nth % 4 === 0;
  return {
    madeToMeasure,
    leadTimeDays: madeToMeasure ? (leadDays[line.garment] ?? 42) : null,
  };
}

type SizeRow = [size: string, bust: number, waist: number, hip: number];

/** The measurements of each guide, written once for both languages. */
const lehengaSizes: SizeRow[] = [
  ['XS', 32, 26, 35],
  ['S', 34, 28, 37],
  ['M', 36, 30, 39],
  ['L', 38, 32, 41],
  ['XL', 40, 34, 43],
  ['XXL', 42, 36, 45],
];
const gownSizes: SizeRow[] = [
  ['S', 34, 28, 38],
  ['M', 36, 30, 40],
  ['L', 38, 32, 42],
  ['XL', 40, 34, 44],
];

const sizeTable = (header: string, rows: SizeRow[]) =>
  [
    header,
    '| --- | --- | --- | --- |',
    ...rows.map(([size, bust, waist, hip]) => `| ${size} | ${bust} | ${waist} | ${hip} |`),
  ].join('\n');

const englishHeader = '| Size | Bust (in) | Waist (in) | Hip (in) |';
const banglaHeader = '| সাইজ | বুক (ইঞ্চি) | কোমর (ইঞ্চি) | হিপ (ইঞ্চি) |';

/** Size guides of the demo store: the lehenga family's (its bridal lines fall back to it) and gowns'. */
export const seededSizeGuides: Record<string, string> = {
  lehenga: `${sizeTable(englishHeader, lehengaSizes)}

Measure over the undergarments you will wear on the day. Between two sizes, choose the larger: the blouse is let out more easily than taken in. Made-to-measure pieces are sewn to your own measurements instead.`,
  bridalgown: `${sizeTable(englishHeader, gownSizes)}

Gown lengths are cut for a 2-inch heel. Tell us your height and heel in the note of a made-to-measure order.`,
};

/** The same guides in Bangla (digits stay ASCII: the page writes them in the shopper's digits). */
export const seededSizeGuidesBn: Record<string, string> = {
  lehenga: `${sizeTable(banglaHeader, lehengaSizes)}

যে অন্তর্বাস পরে অনুষ্ঠানে যাবেন, সেটির ওপর দিয়ে মাপ নিন। দুই সাইজের মাঝামাঝি হলে বড়টি বেছে নিন: ব্লাউজ ছোট করার চেয়ে বড় করা সহজ। মেড-টু-মেজার পোশাক আপনার নিজের মাপেই সেলাই করা হয়।`,
  bridalgown: `${sizeTable(banglaHeader, gownSizes)}

গাউনের দৈর্ঘ্য ২ ইঞ্চি হিলের জন্য কাটা। মেড-টু-মেজার অর্ডারের নোটে আপনার উচ্চতা আর হিলের মাপ জানিয়ে দিন।`,
};
