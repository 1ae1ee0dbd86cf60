import { cacheLife } from 'next/cache';
import { ImageResponse } from 'next/og';
import { cacheProfiles } from '@/lib/cache-tags';
import { findProduct } from '@/lib/catalogue';
import { store } from '@/lib/config';
import { formatPriceRange } from '@/lib/format/money';
import { cardPhoto, cardText } from '@/lib/content';

const size = { width: 1200, height: 630 };
const contentType = 'image/png';

const photoWidth = 504;

/**
 * /og/product/{slug} — the link preview: the photo, the name and the price. A route of its
 * own, outside the pages' [locale] tree, so that its address is the same for both
 * languages (the card is English: the image renderer cannot shape Bengali).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const png = await productCard((await params).slug);
  if (!png) return new Response('Not found', { status: 404 });
  return new Response(Buffer.from(png), { headers: { 'Content-Type': contentType } });
}

/** The card's PNG, made once per product and kept until the product changes. */
async function productCard(slug: string): Promise<Uint8Array | null> {
  'use cache';
  cacheLife(cacheProfiles.catalogue);
  const product = await findProduct(slug);
  if (!product) return null;
  const photo = await cardPhoto(product.images[0]!.photo, photoWidth, size.height);
  const card = new ImageResponse(
    <div style={{ display: 'flex', width: '100%', height: '100%', background: '#faf7f2' }}>
      {photo ? (
        // eslint-disable-next-line @next/next/no-img-element -- drawn by next/og into a PNG, not a page
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
  return new Uint8Array(await card.arrayBuffer());
}
