/** Occasions (/occasion/{slug}) and the categories each one gathers. */
export type OccasionSeed = {
  slug: string;
  name: string;
  description: string;
  categorySlugs: readonly string[];
};

export const occasionSeeds: readonly OccasionSeed[] = [
  {
    slug: 'bridal',
    name: 'Bridal',
    description:
      'Heirloom lehengas, sarees, shararas, ghararas and gowns for the holud, the wedding day and the reception, fitted to you in our studio.',
    categorySlugs: [
      'bridallehenga',
      'bridal-lehenga',
      'bridalgown',
      'bridalsharara',
      'bridal-gharara',
      'bridalsaree',
    ],
  },
  {
    slug: 'party',
    name: 'Party',
    description:
      'Party lehengas, gowns, shararas, ghararas and sarees for mehendi nights, receptions and Eid evenings, ready to wear.',
    categorySlugs: [
      'semibridallehenga',
      'partygown',
      'partysharara',
      'partygharara',
      'partysaree',
      'readysaree',
    ],
  },
  {
    slug: 'designer_wear',
    name: 'Designer Wear',
    description:
      'Capes, kaftans, co-ords and designer kurtis from our studio, made in small runs for those who like to stand apart.',
    categorySlugs: [
      'designerwear',
      'kurti',
      'sareestyle',
      'jacketstyle',
      'gownstyle',
      'lehengastyle',
      'ghararastyle',
    ],
  },
  {
    slug: 'accessories',
    name: 'Accessories',
    description:
      'Jewellery sets, dupattas, potlis and clutches chosen to finish every outfit in the house.',
    categorySlugs: ['accessories-family', 'jewellery-sets', 'dupattas', 'potli-bags', 'clutches'],
  },
];
