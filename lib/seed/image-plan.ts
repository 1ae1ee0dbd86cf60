import {
  luminance,
  productImageSize,
  type GarmentKind,
  type ImageView,
  type ProductImageSpec,
} from './garment-renderer';
import type { ProductDraft } from './generate-products';

/** One product_images row and the picture behind its file. */
export type PlannedImage = {
  fileName: string;
  alt: string;
  spec: ProductImageSpec;
};

/** URL prefix of product photos; files live in `${mediaDir}/products`. */
export const productImageUrlPrefix = '/media/products/';
export const { width: imageWidth, height: imageHeight } = productImageSize;

/** Each product's own photographs: '{slug}-{n}.webp'. */
export function ownImages(draft: ProductDraft): PlannedImage[] {
  return draft.views.map(({ view, alt }, index) => ({
    fileName: `${draft.slug}-${index + 1}.webp`,
    alt,
    spec: { ...draft.look, view },
  }));
}

const poolGarments: readonly GarmentKind[] = [
  'lehenga',
  'gown',
  'sharara',
  'gharara',
  'saree',
  'kurti',
  'jewellery',
  'dupatta',
  'potli',
  'clutch',
];
const poolViews: readonly ImageView[] = ['front', 'back', 'detail', 'drape'];
const poolTones = {
  deep: ['#6d1a2a', '#1f6b4f', '#1f2a4d', '#5a1530', '#1f6f73'],
  light: ['#e8b4b8', '#efe6d2', '#f0b58f', '#b9a2cf', '#a9d8c0'],
} as const;
type Tone = keyof typeof poolTones;

const poolFileName = (garment: GarmentKind, tone: Tone, view: ImageView) =>
  `pool-${garment}-${tone}-${view}.webp`;

function toneOf(hex: string): Tone {
  return luminance(hex) > 0.55 ? 'light' : 'deep';
}

/**
 * A fixed set of pictures shared by large benchmark catalogues: one per silhouette, tone
 * and view (80 files), so 100,000 products need no 300,000 renders.
 */
export function poolImages(): PlannedImage[] {
  return poolGarments.flatMap((garment, garmentIndex) =>
    (Object.keys(poolTones) as Tone[]).flatMap((tone) =>
      poolViews.map((view) => ({
        fileName: poolFileName(garment, tone, view),
        alt: '',
        spec: {
          garment,
          view,
          colour: poolTones[tone][garmentIndex % poolTones[tone].length]!,
          accent: '#d4af37',
          pattern: (['damask', 'paisley', 'lattice', 'buti', 'stripes'] as const)[
            garmentIndex % 5
          ]!,
          seed: garmentIndex * 7 + (tone === 'deep' ? 1 : 2),
        },
      })),
    ),
  );
}

/** A product's gallery drawn from the shared pool, closest in silhouette and tone. */
export function pooledImages(draft: ProductDraft): PlannedImage[] {
  const tone = toneOf(draft.look.colour);
  return draft.views.map(({ view, alt }) => ({
    fileName: poolFileName(draft.look.garment, tone, view),
    alt,
    spec: { ...draft.look, view },
  }));
}
