import { ImageResponse } from 'next/og';
import { getCachedProduct } from '@/lib/catalog/storefront-cache';
import { store } from '@/lib/config';
import { formatPriceRange } from '@/lib/format/money';
import { cardPhoto } from '@/lib/seo/card-photo';
import { cardText } from '@/lib/seo/card-text';

export const alt = `A piece from ${store.name}: its photograph, name and price`;
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

// Made on the first request for a product, then cached like its page.
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

const photoWidth = 504;

// /product/{slug}/opengraph-image — the link preview: the photo, the name and the price.
export default async function OpenGraphImage({ params }: { params: Promise<{ slug: string }> }) {
  const product = await getCachedProduct((await params).slug);
  if (!product) return new Response('Not found', { status: 404 });
  const photo = await cardPhoto(product.images[0]!.photo, photoWidth, size.height);
  return new ImageResponse(
    <div style={{ display: 'flex', width: '100%', height: '100%', background: '#faf7f2' }}>
      {photo ? (
        <img src={photo} alt="" width={photoWidth} height={size.height} />
      ) : (
        <div
          style={{ display: 'flex', width: photoWidth, height: '100%', background: '#efe6da' }}
        />
      )}
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          flex: 1,
          padding: '0 72px',
          color: '#1c1917',
        }}
      >
        <div style={{ fontSize: 22, letterSpacing: 8, color: '#8a5419' }}>
          {store.name.toUpperCase()}
        </div>
        <div style={{ fontSize: 58, lineHeight: 1.12, marginTop: 28 }}>
          {cardText(product.name)}
        </div>
        <div style={{ width: 72, height: 2, background: '#eeaa57', marginTop: 36 }} />
        <div style={{ fontSize: 40, marginTop: 32 }}>
          {cardText(formatPriceRange(product.min_price, product.max_price))}
        </div>
        <div style={{ fontSize: 22, color: '#57534e', marginTop: 18 }}>
          {cardText(`${product.main_category} · ${product.title}`)}
        </div>
      </div>
    </div>,
    size,
  );
}
