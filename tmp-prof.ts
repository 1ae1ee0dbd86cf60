import sharp from 'sharp';
import { composeProductSvg, type GarmentKind } from '@/lib/media/product-image';
async function main() {
  sharp.concurrency(1);
  for (const garment of ['lehenga', 'potli'] as GarmentKind[])
  for (const view of ['front','back','detail','drape'] as const) {
    const svg = composeProductSvg({ garment, view, colour: '#6d1a2a', accent: '#d4af37', pattern: 'paisley', seed: 3 });
    let t = Date.now();
    const raw = await sharp(Buffer.from(svg), { density: 72 }).raw().toBuffer({ resolveWithObject: true });
    const tRaster = Date.now() - t;
    const out: string[] = [];
    for (const effort of [0, 2, 4]) { t = Date.now();
      const w = await sharp(raw.data, { raw: raw.info }).webp({ quality: 72, effort }).toBuffer();
      out.push(`e${effort}:${Date.now() - t}ms/${(w.length/1024).toFixed(0)}K`); }
    console.log(garment, view, 'raster', tRaster, out.join(' '));
  }
}
main();
