import type { ProductSummary } from '@/lib/catalogue/products/types';
import type { CatalogueFixture } from '@/tests/fixtures/catalog';

/** The ProductSummary the API must give for the maroon lehenga, field by field. */
export function maroonSummary(fixture: CatalogueFixture): ProductSummary {
  return {
    id: fixture.product['maroon-zardozi-lehenga']!,
    slug: 'maroon-zardozi-lehenga',
    name: 'Maroon Zardozi Lehenga',
    title: 'BL-1',
    image: [
      {
        photo: '/media/products/maroon-zardozi-lehenga-1.webp',
        alt: 'Maroon Zardozi Lehenga, front',
      },
      { photo: '/media/products/maroon-zardozi-lehenga-2.webp', alt: 'Maroon Zardozi Lehenga' },
    ],
    main_category: 'Bridal Lehenga',
    main_category_slug: 'bridal-lehenga',
    min_price: 52000,
    max_price: 54000,
    in_stock: true,
    created_at: '2026-01-10T09:00:00.000Z',
  };
}
