import sharp from 'sharp';
import { composeProductSvg } from '@/lib/media/product-image';
async function t(label: string, svg: string) { const s = Date.now(); await sharp(Buffer.from(svg), { density: 72 }).raw().toBuffer(); console.log(label, Date.now() - s); }
async function main() {
  sharp.concurrency(1);
  const base = { garment: 'lehenga' as const, colour: '#6d1a2a', accent: '#d4af37', pattern: 'paisley' as const, seed: 3 };
  const front = composeProductSvg({ ...base, view: 'front' });
  await t('front', front);
  await t('front viewBox crop', front.replace('viewBox="0 0 800 1000"', 'viewBox="300 640 308 385"'));
  await t('detail', composeProductSvg({ ...base, view: 'detail' }));
  await t('detail no pattern', composeProductSvg({ ...base, view: 'detail' }).replace(/fill="url\(#fabric\)"/g, 'fill="none"'));
  await t('detail no shade', composeProductSvg({ ...base, view: 'detail' }).replace(/fill="url\(#shade\)"/g, 'fill="none"'));
  await t('detail no borders', composeProductSvg({ ...base, view: 'detail' }).replace(/stroke-dasharray="[^"]*"/g, ''));
  for (const pattern of ['damask','stripes','lattice','buti'] as const) await t('detail ' + pattern, composeProductSvg({ ...base, pattern, view: 'detail' }));
}
main();
