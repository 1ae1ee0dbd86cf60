import type { ImageView } from './garment-renderer';
import type { ProductLine } from './product-lines';
import type { Random } from './random';

/** How each kind of handwork is described in a product text. */
const workPhrases: Record<string, string> = {
  Zardozi: 'hand-worked in raised zardozi with antique gold threads',
  Dabka: 'worked in coiled dabka and nakshi by our karigars',
  Sequin: 'scattered with fine sequins that catch every light',
  Stone: 'set with hand-placed stones and crystals',
  'Cut Dana': 'highlighted with glinting cut-dana beadwork',
  Pearl: 'hand-beaded with seed pearls',
  Thread: 'embroidered in tonal resham thread',
  Aari: 'embroidered in fine aari chain stitch',
  Mirror: 'finished with traditional mirror work',
  Karchupi: 'embroidered with delicate karchupi, a Dhaka speciality',
  'Gota Patti': 'edged in shimmering gota patti appliqué',
  Zari: 'woven with zari motifs along the body and border',
  'Block Print': 'hand block-printed with a small floral buti',
  Kundan: 'set with kundan stones in a gold-plated frame',
  Polki: 'set with uncut polki-style stones',
  Meenakari: 'backed with hand-painted meenakari enamel',
};

const shapeSentences: Record<ProductLine['garment'], readonly string[]> = {
  lehenga: [
    'The many-panelled skirt flares fully from a fitted waist and ends in a broad embroidered border.',
    'A cancan-lined skirt gives it volume, and the blouse carries the same work on the sleeves.',
  ],
  gown: [
    'A fitted bodice flows into a floor-sweeping skirt with a soft trail.',
    'Full sleeves and a flared, floor-length skirt give it an easy, graceful fall.',
  ],
  sharara: [
    'A short kameez sits over wide, fully flared sharara pants.',
    'The sharara pants are cut with generous flares that move beautifully on the dance floor.',
  ],
  gharara: [
    'The gharara is gathered at the knee under a gota band and flares out in the Lucknowi way.',
    'A short kameez pairs with gharara pants joined at the knee by an embroidered band.',
  ],
  saree: [
    'The broad border and rich pallu are woven and worked to be seen from across the room.',
    'It drapes softly and holds its pleats well, with a wide border along the hem.',
  ],
  kurti: [
    'The tunic falls straight from the shoulder with side slits for ease of movement.',
    'Tailored at the shoulders and relaxed through the body, it is easy to wear all day.',
  ],
  jewellery: [
    'Crafted in gold-plated brass, light enough to wear through a long ceremony.',
    'Each piece is finished by hand and backed with felt so it sits comfortably.',
  ],
  dupatta: [
    'Light enough to pin over the head and generous enough to drape over both shoulders.',
    'It lifts a plain kameez or replaces the dupatta of a bridal set.',
  ],
  potli: [
    'Large enough for a phone, a lipstick and cards, with a drawstring that closes securely.',
    'The pouch hangs from a silk cord and is finished with beaded tassels.',
  ],
  clutch: [
    'The structured frame keeps its shape, and the clasp closes with a reassuring click.',
    'Slim enough to hold in one hand and roomy enough for a phone and keys.',
  ],
};

const occasionSentences: Record<ProductLine['occasion'], readonly string[]> = {
  bridal: [
    'Made to order in four to six weeks, with complimentary fittings at our Banani studio.',
    'An heirloom piece for the holud, the wedding day or the reception.',
    'Custom measurements and colour changes are welcome; our stylists will guide you.',
  ],
  party: [
    'Ready to ship, and light enough to dance in at mehendi nights and receptions.',
    'A favourite for wedding guests, Eid dinners and reception evenings.',
  ],
  designer: [
    'Made in a small run by our design studio, for Eid visits, dawats and evenings out.',
    'Easy enough for a family dawat, polished enough for a wedding reception.',
  ],
  accessory: [
    'Arrives in a keepsake box, ready to give.',
    'Chosen to match the colours of our bridal and party collections.',
  ],
};

/** Names of places, weaves and festivals keep their capitals inside a sentence. */
const properWords = new Set([
  'Eid',
  'Anarkali',
  'Banarasi',
  'Katan',
  'Jamdani',
  'Indo-Western',
  'Rani',
  'Haar',
]);

function inSentence(phrase: string): string {
  return phrase
    .split(' ')
    .map((word) => (properWords.has(word) ? word : word.toLowerCase()))
    .join(' ');
}

function withArticle(phrase: string): string {
  return `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;
}

export type ProductWords = {
  noun: string;
  colour: string;
  fabric: string | null;
  works: string[];
};

/** Two to four sentences that read like a shop's product text. */
export function describeProduct(line: ProductLine, words: ProductWords, random: Random): string {
  const material = inSentence(words.fabric ? `${words.colour} ${words.fabric}` : words.colour);
  const noun = withArticle(inSentence(words.noun));
  const workText = words.works
    .map((work) => workPhrases[work] ?? `finished with ${work.toLowerCase()} work`)
    .join(' and ');
  const opening =
    line.garment === 'jewellery'
      ? `${noun} in ${material} tones, ${workText}.`
      : `${noun} in ${material}, ${workText}.`;
  const capitalised = opening.charAt(0).toUpperCase() + opening.slice(1);
  const sentences = [
    capitalised,
    random.pick(shapeSentences[line.garment]),
    random.pick(line.includes),
  ];
  if (random.chance(0.7)) sentences.push(random.pick(occasionSentences[line.occasion]));
  return sentences.join(' ');
}

const washable = new Set(['Cotton', 'Linen', 'Muslin']);

export function careFor(line: ProductLine, fabric: string | null): string {
  if (line.garment === 'jewellery') {
    return 'Keep in the box provided, away from moisture. Put it on after perfume and hairspray, and wipe gently with a soft dry cloth after wearing.';
  }
  if (line.garment === 'potli' || line.garment === 'clutch') {
    return 'Spot clean only with a soft dry cloth. Store filled with tissue in the dust bag provided, away from direct sunlight.';
  }
  if (fabric && washable.has(fabric)) {
    return 'Gentle hand wash in cold water, separately. Dry in the shade and iron on the reverse at medium heat; do not wring or bleach.';
  }
  if (line.occasion === 'bridal') {
    return 'Dry clean only. Store folded in the muslin bag provided, away from damp and direct sunlight, and refold every few months so the embroidery does not crease.';
  }
  return 'Dry clean only. Steam or iron on low heat on the reverse, and keep perfume away from the embellishment.';
}

const viewPhrases: Record<ImageView, (line: ProductLine, works: string[]) => string> = {
  front: () => 'front view',
  back: (line) => (line.occasion === 'accessory' ? 'reverse view' : 'back view'),
  detail: (_line, works) => `close-up of the ${(works[0] ?? 'hand').toLowerCase()} work`,
  drape: (line) =>
    line.occasion === 'accessory' && line.garment !== 'dupatta'
      ? 'styled on silk'
      : 'the fabric draped to show its fall',
};

export function altText(name: string, line: ProductLine, works: string[], view: ImageView): string {
  return `${name}, ${viewPhrases[view](line, works)}`;
}
