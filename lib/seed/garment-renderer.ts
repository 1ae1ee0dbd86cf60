import sharp from 'sharp';

/** The silhouettes the renderer can draw; each catalogue family maps to one. */
export type GarmentKind =
  | 'lehenga'
  | 'gown'
  | 'sharara'
  | 'gharara'
  | 'saree'
  | 'kurti'
  | 'jewellery'
  | 'dupatta'
  | 'potli'
  | 'clutch';

export type ImageView = 'front' | 'back' | 'detail' | 'drape';

export type FabricPattern = 'damask' | 'stripes' | 'paisley' | 'lattice' | 'buti';

export type ProductImageSpec = {
  garment: GarmentKind;
  view: ImageView;
  /** The garment's main colour, '#rrggbb'. */
  colour: string;
  /** Dupatta, trousers, pallu or silk under an accessory; each silhouette has its own default. */
  secondaryColour?: string;
  /** Embroidery and border metal: gold or silver, '#rrggbb'. */
  accent: string;
  pattern: FabricPattern;
  /** Small deterministic variations (pattern scale, backdrop, proportions). */
  seed: number;
};

export const productImageSize = { width: 800, height: 1000 } as const;

const webpQuality = 72;

/** Renders a portrait catalogue placeholder as WebP (800x1000). */
export async function renderProductImage(spec: ProductImageSpec): Promise<Buffer> {
  // Rasterise once to raw pixels first: piping SVG straight into the encoder makes libvips
  // render the SVG again for every strip it encodes.
  const { data, info } = await sharp(Buffer.from(composeProductSvg(spec)), { density: 72 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: info }).webp({ quality: webpQuality, effort: 2 }).toBuffer();
}

/** A number in [0, 1) that depends only on the seed and a slot, for stable variations. */
function vary(seed: number, slot: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(slot + 1, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  h ^= h >>> 13;
  return (h >>> 0) / 4294967296;
}

/** Mixes a '#rrggbb' colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const target = amount >= 0 ? 255 : 0;
  const weight = Math.abs(amount);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    return Math.round(c + (target - c) * weight)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** Perceived brightness of a '#rrggbb' colour, from 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  return (
    (0.299 * ((value >> 16) & 0xff) + 0.587 * ((value >> 8) & 0xff) + 0.114 * (value & 0xff)) / 255
  );
}

const backdrops: ReadonlyArray<readonly [string, string]> = [
  ['#f7f1ea', '#e6dbcf'],
  ['#f4efe9', '#dcd4ca'],
  ['#f6ede8', '#e5d2c8'],
  ['#eff0eb', '#d8dcd2'],
  ['#f3eef2', '#ddd3dc'],
];

/** The woven or embroidered motif; `zoom` enlarges it for close-ups (patternTransform stays fast in librsvg). */
function patternTile(spec: ProductImageSpec, zoom: number): string {
  const size = Math.round(26 + vary(spec.seed, 1) * 18);
  const ink = luminance(spec.colour) > 0.62 ? shade(spec.accent, -0.25) : spec.accent;
  const half = size / 2;
  const open = `<pattern id="fabric" width="${size}" height="${size}" patternUnits="userSpaceOnUse"${zoom === 1 ? '' : ` patternTransform="scale(${zoom})"`}><g fill-opacity="0.6" stroke-opacity="0.6"`;
  const close = '</g></pattern>';
  switch (spec.pattern) {
    case 'damask':
      return `${open} fill="${ink}"><circle cx="${half}" cy="${half}" r="${size * 0.11}"/>${[
        [half, half * 0.35],
        [half, half * 1.65],
        [half * 0.35, half],
        [half * 1.65, half],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${size * 0.05}"/>`)
        .join('')}${[0, size]
        .flatMap((x) => [0, size].map((y) => `<circle cx="${x}" cy="${y}" r="${size * 0.07}"/>`))
        .join('')}${close}`;
    case 'stripes':
      // Diagonal lines drawn inside the tile: a rotated patternTransform is slow to rasterise.
      return vary(spec.seed, 2) < 0.5
        ? `${open} fill="${ink}"><rect width="${size * 0.09}" height="${size}"/><rect x="${half}" width="${size * 0.035}" height="${size}"/>${close}`
        : `${open} stroke="${ink}" stroke-width="${size * 0.07}"><path d="M0 ${size}L${size} 0M${-half} ${half}L${half} ${-half}M${half} ${size + half}L${size + half} ${half}"/>${close}`;
    case 'paisley':
      return `${open} fill="none" stroke="${ink}" stroke-width="1.6"><path transform="translate(${half * 0.6} ${half * 0.7}) scale(${size / 44})" d="${paisleyPath}"/><path transform="translate(${half * 1.55} ${half * 1.6}) rotate(180) scale(${size / 52})" d="${paisleyPath}"/>${close}`;
    case 'lattice':
      return `${open} fill="${ink}"><path d="M${half} 0L${size} ${half}L${half} ${size}L0 ${half}Z" fill="none" stroke="${ink}" stroke-width="1.3"/><circle cx="${half}" cy="${half}" r="${size * 0.06}"/>${close}`;
    case 'buti': {
      const c = half * 0.55;
      const petals = [0, 72, 144, 216, 288]
        .map(
          (deg) =>
            `<ellipse cx="${c}" cy="${c - size * 0.07}" rx="${size * 0.035}" ry="${size * 0.07}" transform="rotate(${deg} ${c} ${c})"/>`,
        )
        .join('');
      return `${open} fill="${ink}">${petals}<circle cx="${half * 1.5}" cy="${half * 1.45}" r="${size * 0.05}"/>${close}`;
    }
  }
}

const paisleyPath = 'M0-10C9-10 11 5 2 10-5 14-11 5-6 0-2-4 3-1 1 3';

function defs(spec: ProductImageSpec): string {
  const [light, dark] = backdrops[Math.floor(vary(spec.seed, 3) * backdrops.length)]!;
  return `<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>
<radialGradient id="floor" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#3a2a20" stop-opacity="0.28"/><stop offset="1" stop-color="#3a2a20" stop-opacity="0"/></radialGradient>
<linearGradient id="archGlow" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0.15"/></linearGradient>
<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.32"/><stop offset="0.3" stop-color="#000" stop-opacity="0.04"/><stop offset="0.45" stop-color="#fff" stop-opacity="0.14"/><stop offset="0.7" stop-color="#000" stop-opacity="0.06"/><stop offset="1" stop-color="#000" stop-opacity="0.36"/></linearGradient>
<linearGradient id="vignette" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.12"/><stop offset="0.2" stop-color="#000" stop-opacity="0"/><stop offset="0.8" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/></linearGradient>
<linearGradient id="pleats" x1="0" y1="0" x2="1" y2="0">${[0, 0.14, 0.3, 0.46, 0.62, 0.8, 1].map((o, i) => `<stop offset="${o}" stop-color="#000" stop-opacity="${i % 2 ? 0.02 : 0.2}"/>`).join('')}</linearGradient>
${patternTile(spec, spec.view === 'detail' ? detailZoom : 1)}
</defs>`;
}

/** A garment piece: base colour, woven pattern and studio shading, in that order. */
function piece(d: string, colour: string, opacity = 1): string {
  const layers = `<path d="${d}" fill="${colour}"/><path d="${d}" fill="url(#fabric)"/><path d="${d}" fill="url(#shade)"/>`;
  // Group opacity costs an offscreen buffer, so only translucent pieces pay for it.
  return opacity === 1 ? layers : `<g opacity="${opacity}">${layers}</g>`;
}

/** A gold (or silver) embroidered band along a path. */
function border(d: string, accent: string, width: number): string {
  return `<path d="${d}" fill="none" stroke="${shade(accent, -0.2)}" stroke-width="${width}" stroke-linecap="round"/><path d="${d}" fill="none" stroke="${accent}" stroke-width="${width * 0.6}" stroke-linecap="round"/><path d="${d}" fill="none" stroke="${shade(accent, 0.45)}" stroke-width="${Math.max(2, width * 0.18)}" stroke-dasharray="2 ${Math.round(width * 0.5)}" stroke-linecap="round"/>`;
}

function folds(fromY: number, toY: number, spread: number, count: number): string {
  const lines: string[] = [];
  for (let k = -count; k <= count; k += 1) {
    if (k === 0) continue;
    const top = 400 + k * 9;
    const bottom = 400 + (k * spread) / count;
    lines.push(
      `M${top} ${fromY}Q${400 + k * (spread / count) * 0.55} ${(fromY + toY) / 2} ${bottom} ${toY}`,
    );
  }
  return `<path d="${lines.join('')}" fill="none" stroke="#000" stroke-opacity="0.13" stroke-width="3"/>`;
}

const formTone = '#e9e0d6';
const neck = `<path d="M378 92h44v70h-44z" fill="${formTone}"/><ellipse cx="400" cy="92" rx="22" ry="8" fill="${shade(formTone, -0.08)}"/><path d="M378 92h44v70h-44z" fill="url(#shade)"/>`;

function blouse(spec: ProductImageSpec, hemY: number, sleeveY: number, back: boolean): string {
  const d = `M322 168Q400 150 478 168L528 190L548 ${sleeveY}L506 ${sleeveY + 12}L486 240L482 ${hemY}Q400 ${hemY + 16} 318 ${hemY}L314 240L294 ${sleeveY + 12}L252 ${sleeveY}L272 190Z`;
  const neckline = back
    ? `<path d="M400 170v150" stroke="${spec.accent}" stroke-width="3"/><circle cx="393" cy="330" r="7" fill="${spec.accent}"/><circle cx="408" cy="338" r="7" fill="${spec.accent}"/>`
    : `<path d="M354 164Q400 226 446 164Z" fill="${formTone}"/>${border('M354 166Q400 226 446 166', spec.accent, 8)}`;
  return `${piece(d, spec.colour)}${neckline}${border(`M252 ${sleeveY}L294 ${sleeveY + 12}M548 ${sleeveY}L506 ${sleeveY + 12}`, spec.accent, 10)}`;
}

function flaredSkirt(
  spec: ProductImageSpec,
  waistY: number,
  halfHem: number,
  trail: number,
): string {
  const hemY = 928;
  const d = `M326 ${waistY}Q400 ${waistY - 10} 474 ${waistY}C520 ${waistY + 160} ${400 + halfHem * 0.8} 760 ${400 + halfHem + trail} ${hemY}Q400 ${hemY + 26} ${400 - halfHem} ${hemY}C${400 - halfHem * 0.8} 760 280 ${waistY + 160} 326 ${waistY}Z`;
  const hem = `M${400 - halfHem + 6} ${hemY - 4}Q400 ${hemY + 22} ${400 + halfHem + trail - 6} ${hemY - 4}`;
  return `${piece(d, spec.colour)}${folds(waistY + 8, hemY + 6, halfHem * 0.9, 6)}${border(hem, spec.accent, 26)}${border(`M328 ${waistY + 4}Q400 ${waistY - 6} 472 ${waistY + 4}`, spec.accent, 12)}`;
}

function tunic(spec: ProductImageSpec, hemY: number, halfHem: number, back: boolean): string {
  const d = `M322 168Q400 150 478 168L530 192L566 430L526 440L492 262L${400 + halfHem} ${hemY}Q400 ${hemY + 14} ${400 - halfHem} ${hemY}L308 262L274 440L234 430L270 192Z`;
  const neckline = back
    ? ''
    : `<path d="M366 164L400 224L434 164Z" fill="${formTone}"/>${border('M366 166L400 224L434 166', spec.accent, 7)}`;
  return `${piece(d, spec.colour)}${neckline}${border(`M${400 - halfHem + 4} ${hemY}Q400 ${hemY + 14} ${400 + halfHem - 4} ${hemY}`, spec.accent, 16)}${border('M234 430L274 440M566 430L526 440', spec.accent, 9)}`;
}

function drapedSash(spec: ProductImageSpec, back: boolean): string {
  const colour = spec.secondaryColour ?? shade(spec.colour, 0.35);
  const d = back
    ? 'M286 176C300 320 290 520 300 880L250 872C236 640 246 380 268 190Z'
    : 'M300 172C364 262 468 384 556 470L598 522C610 650 618 780 640 862L584 872C568 760 552 640 532 542C452 452 350 302 286 198Z';
  const edge = back ? 'M252 872L300 880' : 'M586 870L640 862';
  return `${piece(d, colour, 0.62)}${border(edge, spec.accent, 14)}`;
}

function trousers(spec: ProductImageSpec, topY: number, flare: number): string {
  const colour = spec.secondaryColour ?? shade(spec.colour, -0.15);
  const left = `M332 ${topY}L398 ${topY}L392 926L${332 - flare} 926Z`;
  const right = `M402 ${topY}L468 ${topY}L${468 + flare} 926L408 926Z`;
  const pleats = flare > 40 ? folds(topY + 10, 924, flare + 70, 5) : '';
  return `${piece(left, colour)}${piece(right, colour)}${pleats}${border(`M${336 - flare} 922L388 922M412 922L${464 + flare} 922`, spec.accent, 14)}`;
}

function ghararaPants(spec: ProductImageSpec): string {
  const colour = spec.secondaryColour ?? spec.colour;
  const upper = 'M330 520L398 520L394 700L326 700ZM402 520L470 520L474 700L406 700Z';
  const flare = 'M326 700L394 700L396 926L262 926ZM406 700L474 700L538 926L404 926Z';
  return `${piece(upper, colour)}${piece(flare, colour)}${folds(706, 924, 120, 5)}${border('M326 700L394 700M406 700L474 700', spec.accent, 16)}${border('M266 922L392 922M408 922L534 922', spec.accent, 16)}`;
}

function sareeBody(spec: ProductImageSpec, back: boolean): string {
  const body =
    'M330 348Q400 338 470 348C500 520 540 760 572 926Q400 944 228 926C260 760 300 520 330 348Z';
  const pleats = back
    ? ''
    : '<path d="M372 360L356 926M392 360L390 930M412 360L424 930M432 360L458 926" stroke="#000" stroke-opacity="0.16" stroke-width="3" fill="none"/>';
  const pallu = back
    ? 'M480 170C520 260 530 420 540 600L560 880L470 890C462 700 452 470 440 300Z'
    : 'M300 420C360 340 430 250 478 168L530 190C556 260 566 420 578 620L600 760L548 770C536 620 520 420 500 300C440 370 380 430 330 470Z';
  return `${piece(body, spec.colour)}${pleats}${border('M232 922Q400 940 568 922', spec.accent, 30)}${piece(pallu, spec.secondaryColour ?? spec.colour)}${border(back ? 'M470 886L560 878' : 'M548 768L600 760', spec.accent, 22)}`;
}

function jewellery(spec: ProductImageSpec, withBust = true): string {
  const velvet = luminance(spec.colour) > 0.55 ? '#2f2a31' : '#efe6da';
  const bust =
    'M372 112H428V206C440 238 540 240 596 290C630 330 624 420 612 480L590 760Q400 800 210 760L188 480C176 420 170 330 204 290C260 240 360 238 372 206Z';
  const stand = `<path d="M388 770h24v124h-24z" fill="${shade(spec.accent, -0.25)}"/><ellipse cx="400" cy="900" rx="90" ry="14" fill="${shade(spec.accent, -0.35)}"/>`;
  const beads: string[] = [];
  const strands = 2 + Math.floor(vary(spec.seed, 5) * 2);
  for (let strand = 0; strand < strands; strand += 1) {
    const rx = 92 + strand * 38;
    const ry = 110 + strand * 46;
    for (let i = 0; i <= 16; i += 1) {
      const angle = Math.PI * (0.1 + (0.8 * i) / 16);
      const x = 400 + rx * Math.cos(angle);
      const y = 220 + ry * Math.sin(angle);
      const stone = i % 2 === 0;
      beads.push(
        `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${stone ? 11 : 7}" fill="${stone ? spec.colour : spec.accent}" stroke="${shade(spec.accent, -0.3)}" stroke-width="2"/>`,
      );
      if (strand === strands - 1 && stone) {
        beads.push(
          `<path d="M${x.toFixed(1)} ${(y + 10).toFixed(1)}q9 16 0 30q-9-14 0-30z" fill="${spec.colour}" stroke="${spec.accent}" stroke-width="2.5"/>`,
        );
      }
    }
  }
  const pendantY = 220 + 110 + (strands - 1) * 46 + 34;
  const pendant = `<path d="M400 ${pendantY - 30}l34 40-34 52-34-52z" fill="${spec.colour}" stroke="${spec.accent}" stroke-width="6"/><circle cx="400" cy="${pendantY + 8}" r="9" fill="${spec.accent}"/>`;
  // The earrings hang beside the neck, as on a jeweller's display.
  const earringY = withBust ? 130 : 380;
  const jhumka = (x: number) =>
    `<circle cx="${x}" cy="${earringY}" r="8" fill="${spec.accent}"/><circle cx="${x}" cy="${earringY + 22}" r="9" fill="${spec.colour}" stroke="${spec.accent}" stroke-width="3"/><path d="M${x - 26} ${earringY + 78}q26-52 52 0z" fill="${spec.accent}"/><path d="M${x - 26} ${earringY + 80}h52" stroke="${spec.colour}" stroke-width="8" stroke-dasharray="4 4"/>`;
  const form = withBust
    ? `${stand}<path d="${bust}" fill="${velvet}"/><path d="${bust}" fill="url(#shade)"/><ellipse cx="400" cy="112" rx="28" ry="8" fill="${shade(velvet, 0.12)}"/>`
    : '';
  return `${form}${beads.join('')}${pendant}${jhumka(withBust ? 290 : 250)}${jhumka(withBust ? 510 : 550)}`;
}

function dupatta(spec: ProductImageSpec): string {
  const rod = `<rect x="180" y="150" width="440" height="14" rx="7" fill="${shade(spec.accent, -0.15)}"/><circle cx="180" cy="157" r="14" fill="${spec.accent}"/><circle cx="620" cy="157" r="14" fill="${spec.accent}"/>`;
  const left = 'M220 164H400L392 880Q340 900 300 876Q260 900 226 880Z';
  const right = 'M400 164H580L574 860Q530 884 494 860Q452 884 408 860Z';
  const tassels = [240, 280, 320, 360, 430, 470, 510, 550]
    .map(
      (x, i) =>
        `<path d="M${x} ${i < 4 ? 884 : 866}v34" stroke="${spec.accent}" stroke-width="4"/>`,
    )
    .join('');
  return `${rod}${piece(left, spec.colour)}${piece(right, shade(spec.colour, -0.08))}${border('M226 876Q300 896 392 876', spec.accent, 22)}${border('M408 858Q494 880 574 858', spec.accent, 22)}${tassels}`;
}

function potli(spec: ProductImageSpec): string {
  const body = 'M300 500Q250 640 300 790Q400 860 500 790Q550 640 500 500Q400 470 300 500Z';
  const ruffle = 'M318 500Q330 420 360 410Q400 440 440 410Q470 420 482 500Q400 480 318 500Z';
  const cords = `<path d="M340 430C300 330 330 250 400 240C470 250 500 330 460 430" fill="none" stroke="${spec.accent}" stroke-width="6"/>`;
  const tassel = (x: number) =>
    `<path d="M${x} 500v90" stroke="${spec.accent}" stroke-width="3"/><path d="M${x - 10} 590h20l-4 44h-12z" fill="${spec.accent}"/>`;
  return `${cords}${piece(ruffle, shade(spec.colour, 0.1))}${piece(body, spec.colour)}${border('M300 512Q400 486 500 512', spec.accent, 18)}${border('M296 760Q400 836 504 760', spec.accent, 14)}${tassel(290)}${tassel(510)}`;
}

function clutch(spec: ProductImageSpec): string {
  const body =
    'M230 470Q230 440 260 440H540Q570 440 570 470V690Q570 720 540 720H260Q230 720 230 690Z';
  const flap = 'M230 470Q230 440 260 440H540Q570 440 570 470V520Q400 610 230 520Z';
  const chain = `<path d="M250 450C250 250 550 250 550 450" fill="none" stroke="${spec.accent}" stroke-width="5" stroke-dasharray="10 6"/>`;
  return `${chain}${piece(body, spec.colour)}${piece(flap, shade(spec.colour, -0.12))}${border('M232 522Q400 612 568 522', spec.accent, 14)}<circle cx="400" cy="566" r="18" fill="${spec.accent}" stroke="${shade(spec.accent, -0.3)}" stroke-width="3"/>`;
}

const accessoryKinds: ReadonlySet<GarmentKind> = new Set([
  'jewellery',
  'dupatta',
  'potli',
  'clutch',
]);

function garment(spec: ProductImageSpec, back: boolean): string {
  const skirtHem = 270 + Math.round(vary(spec.seed, 4) * 50);
  switch (spec.garment) {
    case 'lehenga':
      return `${neck}${flaredSkirt(spec, 350, skirtHem, 0)}<path d="M326 326h148v28H326z" fill="${formTone}"/>${blouse(spec, 330, 290, back)}${drapedSash(spec, back)}`;
    case 'gown':
      return `${neck}${flaredSkirt(spec, 382, skirtHem - 20, back ? -60 : 60)}${blouse(spec, 392, 420, back)}`;
    case 'sharara':
      return `${neck}${trousers(spec, 540, 150)}${tunic(spec, 590, 140, back)}`;
    case 'gharara':
      return `${neck}${ghararaPants(spec)}${tunic(spec, 560, 130, back)}`;
    case 'saree':
      return `${neck}${blouse(spec, 320, 250, back)}<path d="M322 318h156v34H322z" fill="${formTone}"/>${sareeBody(spec, back)}`;
    case 'kurti':
      return `${neck}${trousers(spec, 680, 10)}${tunic(spec, 730, 180, back)}`;
    case 'jewellery':
      return jewellery(spec);
    case 'dupatta':
      return dupatta(spec);
    case 'potli':
      return potli(spec);
    case 'clutch':
      return clutch(spec);
  }
}

/** A soft Mughal arch behind the piece: a studio set rather than an empty wall. */
const arch =
  '<path d="M170 1000V380C170 230 300 170 400 96C500 170 630 230 630 380V1000Z" fill="url(#archGlow)"/><path d="M170 1000V380C170 230 300 170 400 96C500 170 630 230 630 380V1000" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="3"/>';

const floor = '<ellipse cx="400" cy="935" rx="300" ry="38" fill="url(#floor)"/>';

const detailZoom = 2.6;

/** A close-up of the embroidered hem: the fabric fills the frame and the border runs across it. */
function closeUp(spec: ProductImageSpec): string {
  if (spec.garment === 'jewellery') {
    // No fabric pattern here, so zooming the whole group stays cheap to rasterise.
    return `<g transform="translate(400 500) scale(2.2) translate(-400 -400)">${jewellery(spec)}</g>`;
  }
  const lift = Math.round(vary(spec.seed, 6) * 80);
  const hem = `M-20 ${700 - lift}C200 ${760 - lift} 560 ${640 - lift} 820 ${720 - lift}`;
  const cloth = `M-20 -20H820V${720 - lift}C560 ${640 - lift} 200 ${760 - lift} -20 ${700 - lift}Z`;
  const beads = `<path d="${hem}" transform="translate(0 -58)" fill="none" stroke="${spec.accent}" stroke-width="14" stroke-dasharray="0 34" stroke-linecap="round"/>`;
  return `${floor}${piece(cloth, spec.colour)}<path d="${cloth}" fill="url(#pleats)"/>${border(hem, spec.accent, 70)}${beads}`;
}

/** A length of the fabric swagged over a brass rod, its tails finished with the border. */
function fabricDrape(spec: ProductImageSpec): string {
  const rod = `<rect x="130" y="132" width="540" height="14" rx="7" fill="${shade(spec.accent, -0.2)}"/><circle cx="130" cy="139" r="16" fill="${spec.accent}"/><circle cx="670" cy="139" r="16" fill="${spec.accent}"/>`;
  const depth = 400 + Math.round(vary(spec.seed, 7) * 70);
  const swag = `M150 146Q400 300 650 146Q400 ${depth} 150 146Z`;
  const swagFolds = [0.3, 0.55, 0.8]
    .map((t) => `M160 150Q400 ${Math.round(300 + (depth - 300) * t)} 640 150`)
    .join('');
  const tail = (x: number, dir: number) =>
    `M${x} 146L${x + dir * 120} 150C${x + dir * 110} 420 ${x + dir * 130} 660 ${x + dir * 110} 900L${x + dir * 50} 860L${x - dir * 10} 940C${x - dir * 10} 640 ${x - dir * 20} 400 ${x} 146Z`;
  const hem = (x: number, dir: number) =>
    `M${x + dir * 110} 900L${x + dir * 50} 860L${x - dir * 10} 940`;
  return `${rod}${piece(tail(150, 1), spec.colour)}${piece(tail(650, -1), spec.colour)}${border(hem(150, 1), spec.accent, 18)}${border(hem(650, -1), spec.accent, 18)}${piece(swag, shade(spec.colour, 0.06))}<path d="${swagFolds}" fill="none" stroke="#000" stroke-opacity="0.14" stroke-width="4"/>${border(`M160 152Q400 ${depth - 4} 640 152`, spec.accent, 16)}`;
}

/** Accessories photographed lying on a fold of silk. */
function flatLay(spec: ProductImageSpec): string {
  const silk = spec.secondaryColour ?? '#e8d9c4';
  const cloth = 'M0 560C220 480 520 660 800 520V1000H0Z';
  const item = spec.garment === 'jewellery' ? jewellery(spec, false) : garment(spec, false);
  return `<path d="${cloth}" fill="${silk}"/><path d="${cloth}" fill="url(#shade)"/><path d="M0 640C240 560 520 740 800 600" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="10"/><g transform="translate(400 ${spec.garment === 'jewellery' ? 880 : 700}) rotate(-8) scale(${spec.garment === 'jewellery' ? 1 : 0.8}) translate(-400 -560)">${item}</g>`;
}

function scene(spec: ProductImageSpec): string {
  const accessory = accessoryKinds.has(spec.garment);
  switch (spec.view) {
    case 'front':
      return `${arch}${floor}${garment(spec, false)}`;
    case 'back':
      return `${arch}${floor}<g transform="translate(800 0) scale(-1 1)">${garment(spec, !accessory)}</g>`;
    case 'detail':
      return closeUp(spec);
    case 'drape':
      // A dupatta is fabric too, so it is shown draped like the garments' fabrics.
      return accessory && spec.garment !== 'dupatta'
        ? flatLay(spec)
        : `${arch}${fabricDrape(spec)}`;
  }
}

/** The SVG behind `renderProductImage`, exposed so tests can inspect it without rasterising. */
export function composeProductSvg(spec: ProductImageSpec): string {
  const { width, height } = productImageSize;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs(spec)}<rect width="${width}" height="${height}" fill="url(#bg)"/>${scene(spec)}<rect width="${width}" height="${height}" fill="url(#vignette)"/></svg>`;
}
