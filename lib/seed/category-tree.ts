/**
 * The category tree of the demo store. The visible children of 'clothing' are the secondary
 * menu; every leaf with a url holds products. Entries with `url: null` are menu labels.
 */
export type CategorySeed = {
  slug: string;
  name: string;
  /** null for a menu label without a link; otherwise '/category/{slug}'. */
  url: string | null;
  description: string;
  onlineVisible?: boolean;
  children?: CategorySeed[];
};

const linked = (
  slug: string,
  name: string,
  description: string,
  children?: CategorySeed[],
): CategorySeed => ({ slug, name, url: `/category/${slug}`, description, children });

const label = (slug: string, name: string, description: string): CategorySeed => ({
  slug,
  name,
  url: null,
  description,
});

const hidden = (category: CategorySeed): CategorySeed => ({ ...category, onlineVisible: false });

export const categoryTree: CategorySeed = {
  slug: 'clothing',
  name: 'Clothing',
  url: null,
  description:
    'Every collection of the house, from heirloom bridal couture to easy festive kurtis and the finishing touches.',
  children: [
    linked(
      'lehenga',
      'Lehenga',
      'Flared, hand-embroidered lehengas for the wedding day and every celebration around it.',
      [
        linked(
          'bridallehenga',
          'Bridal Lehenga',
          'Bridal lehengas in reds, maroons and golds, worked by hand and fitted to you in our studio.',
        ),
        linked(
          'bridal-lehenga',
          'Couture Bridal Lehenga',
          'Our most elaborate bridal lehengas: heavy zardozi and dabka on velvet and raw silk, made to order over several weeks.',
        ),
        linked(
          'semibridallehenga',
          'Party Lehenga',
          'Lighter semi-bridal lehengas for holud, mehendi and reception nights, ready to wear.',
        ),
        label(
          'bridal-long-tail',
          'Long-Train Lehenga',
          'Trailing lehengas with a long train, made on request for a grand entrance.',
        ),
      ],
    ),
    linked('gown', 'Gown', 'Floor-length gowns that pair western lines with eastern craft.', [
      linked(
        'partygown',
        'Party Gown',
        'Evening and Anarkali gowns in georgette, net and organza, finished with sequins and stones.',
      ),
      linked(
        'bridalgown',
        'Bridal Gown',
        'Bridal and reception gowns with fitted bodices, sweeping skirts and soft trails.',
      ),
    ]),
    linked(
      'sharara',
      'Sharara',
      'Short kameez over wide, flowing sharara pants: a classic for wedding guests and brides alike.',
      [
        linked(
          'partysharara',
          'Party Sharara',
          'Sharara sets for mehendi, Eid and wedding evenings, light enough to dance in.',
        ),
        linked(
          'bridalsharara',
          'Bridal Sharara',
          'Richly embroidered bridal shararas with heavy dupattas for the holud and the wedding.',
        ),
      ],
    ),
    linked(
      'gharara',
      'Gharara',
      'Knee-gathered ghararas in the Lucknowi tradition, with gota bands and full flares.',
      [
        linked(
          'partygharara',
          'Party Gharara',
          'Festive gharara sets in soft colours for mehendi, Eid and family celebrations.',
        ),
        linked(
          'bridal-gharara',
          'Bridal Gharara',
          'Bridal ghararas with dense zardozi and gota work, made for the wedding day.',
        ),
      ],
    ),
    linked(
      'saree',
      'Saree',
      'Katan, Banarasi, Jamdani and georgette sarees, from ready-draped ease to bridal splendour.',
      [
        linked(
          'readysaree',
          'Ready Saree',
          'Pre-pleated, ready-to-wear sarees that drape in minutes and stay in place all evening.',
        ),
        linked(
          'partysaree',
          'Party Saree',
          'Party sarees in georgette, chiffon and organza with sequin, stone and karchupi work.',
        ),
        linked(
          'bridalsaree',
          'Bridal Saree',
          'Bridal Katan and Banarasi sarees woven with zari, for brides who choose the six yards.',
        ),
      ],
    ),
    linked(
      'designerwear',
      'Designer Wear',
      'Capes, kaftans, Indo-western sets and co-ords from our design studio, in limited runs.',
    ),
    linked(
      'kurti',
      'Kurti',
      'Designer kurtis and kurti sets for Eid, dawats and everyday elegance.',
      [
        linked(
          'sareestyle',
          'Saree Style',
          'Kurtis with an attached drape that gives the fall of a saree without the pleating.',
        ),
        linked(
          'jacketstyle',
          'Jacket Style',
          'Kurtis layered with embroidered jackets and shrugs for a polished festive look.',
        ),
        linked(
          'gownstyle',
          'Gown Style',
          'Floor-length, flared kurtis that move like a gown and wear like a kurti.',
        ),
        linked(
          'lehengastyle',
          'Lehenga Style',
          'Kurti sets with a flared, lehenga-like skirt: festive volume with everyday comfort.',
        ),
        linked(
          'ghararastyle',
          'Gharara Style',
          'Short kurtis over gharara pants, the easy way to wear a wedding-season favourite.',
        ),
        label(
          'kamiz-style',
          'Kamiz Style',
          'Classic straight-cut kamiz silhouettes, shown in store on request.',
        ),
      ],
    ),
    linked(
      'accessories-family',
      'Accessories',
      'Jewellery, dupattas and evening bags chosen to complete every outfit in the house.',
      [
        linked(
          'jewellery-sets',
          'Jewellery Sets',
          'Kundan, polki and pearl sets with earrings and maang tikka, made to match our bridal colours.',
        ),
        linked(
          'dupattas',
          'Dupattas',
          'Embroidered and woven dupattas to lift a plain outfit or replace a bridal veil.',
        ),
        linked(
          'potli-bags',
          'Potli Bags',
          'Drawstring potlis in velvet and silk, embroidered to carry the essentials of a long wedding night.',
        ),
        linked(
          'clutches',
          'Clutches',
          'Hand-embellished box and envelope clutches with detachable chains.',
        ),
        hidden(
          linked(
            'winter-shawls',
            'Winter Shawls',
            'Embroidered pashmina shawls for winter weddings; the season is closed for now.',
          ),
        ),
      ],
    ),
    hidden(
      linked(
        'festive-archive',
        'Festive Archive',
        'Pieces from past Eid and wedding-season collections, kept for returning customers.',
      ),
    ),
  ],
};

/** The tree as a flat list, parents before children, each with its parent slug and position. */
export function flattenCategoryTree(
  root: CategorySeed = categoryTree,
): { category: CategorySeed; parentSlug: string | null; position: number }[] {
  const rows: { category: CategorySeed; parentSlug: string | null; position: number }[] = [];
  const visit = (category: CategorySeed, parentSlug: string | null, position: number) => {
    rows.push({ category, parentSlug, position });
    category.children?.forEach((child, index) => visit(child, category.slug, index + 1));
  };
  visit(root, null, 1);
  return rows;
}
