import { inflateSync } from 'node:zlib';

/**
 * Just enough of a PDF reader for the documents pdfkit writes: its objects, each page's
 * text runs (decoded through the fonts' encodings), its images and its filled rectangles.
 * Reads pages written with `compress: false`; image data is inflated whatever the option.
 */

type PdfObject = { dict: string; stream?: Buffer };

function endOfValue(text: string, start: number): number {
  if (!text.startsWith('<<', start)) return text.indexOf('\nendobj', start);
  let depth = 0;
  for (let at = start; at < text.length; at += 1) {
    if (text.startsWith('<<', at)) {
      depth += 1;
      at += 1;
    } else if (text.startsWith('>>', at)) {
      depth -= 1;
      at += 1;
      if (depth === 0) return at + 1;
    }
  }
  throw new Error('unterminated dictionary');
}

export function pdfObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\n/g;
  for (let match = header.exec(text); match; match = header.exec(text)) {
    const start = match.index + match[0].length;
    const end = endOfValue(text, start);
    const dict = text.slice(start, end);
    const opening = /^\s*stream\r?\n/.exec(text.slice(end, end + 12));
    let stream: Buffer | undefined;
    if (opening) {
      const from = end + opening[0].length;
      const length = Number(/\/Length (\d+)/.exec(dict)![1]);
      stream = pdf.subarray(from, from + length);
      header.lastIndex = from + length;
    }
    objects.set(Number(match[1]), { dict, stream });
  }
  return objects;
}

const refIn = (dict: string, key: string) => {
  const found = new RegExp(`/${key} (\\d+) 0 R`).exec(dict);
  return found ? Number(found[1]) : undefined;
};

const streamOf = (object: PdfObject) =>
  object.dict.includes('/FlateDecode') ? inflateSync(object.stream!) : object.stream!;

/** Glyph code → text, from a ToUnicode CMap as pdfkit writes it (bfrange with arrays). */
function toUnicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const hexText = (hex: string) =>
    String.fromCodePoint(
      ...hex
        .trim()
        .split(/\s+/)
        .map((unit) => parseInt(unit, 16)),
    );
  for (const [, low, list] of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
    [...list!.matchAll(/<([0-9a-f ]+)>/gi)].forEach(([, hex], index) =>
      map.set(parseInt(low!, 16) + index, hexText(hex!)),
    );
  }
  for (const [, code, hex] of cmap.matchAll(/^<([0-9a-f]+)> <([0-9a-f ]+)>$/gim)) {
    map.set(parseInt(code!, 16), hexText(hex!));
  }
  return map;
}

// The WinAnsi codes 0x80–0x9f pdfkit uses (lib/ordering/orders/documents/text-runs.ts keeps to these).
const winAnsi: Record<number, string> = {
  0x80: '€',
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
};

type Decoder = (hex: string) => string;

function decoderOf(objects: Map<number, PdfObject>, font: PdfObject): Decoder {
  const toUnicode = refIn(font.dict, 'ToUnicode');
  if (toUnicode === undefined) {
    return (hex) =>
      (hex.match(/../g) ?? [])
        .map((byte) => parseInt(byte, 16))
        .map((code) => winAnsi[code] ?? String.fromCharCode(code))
        .join('');
  }
  const map = toUnicodeMap(streamOf(objects.get(toUnicode)!).toString('latin1'));
  return (hex) =>
    (hex.match(/..../g) ?? []).map((code) => map.get(parseInt(code, 16)) ?? '\ufffd').join('');
}

export type TextRun = { x: number; y: number; font: string; size: number; text: string };

export type PdfPage = {
  mediaBox: number[];
  runs: TextRun[];
  /** The text line by line, top to bottom, runs of a line joined by one space. */
  lines: string[];
  /** Every `re` of the page's content: x, y (from the top), width and height. */
  rectangles: { x: number; y: number; width: number; height: number }[];
  /** Each font resource's base name (a subset's name ends in +NotoSansBengali-Regular). */
  fonts: Map<string, string>;
  /** The images placed, by their resource name. */
  images: string[];
  content: string;
};

function pageFonts(objects: Map<number, PdfObject>, page: PdfObject) {
  const resources = objects.get(refIn(page.dict, 'Resources')!)!.dict;
  const fonts = /\/Font <<([^>]*)>>/.exec(resources)?.[1] ?? '';
  return [...fonts.matchAll(/\/(\w+) (\d+) 0 R/g)].map(([, name, id]) => ({
    name: name!,
    font: objects.get(Number(id))!,
  }));
}

function textRuns(content: string, decoders: Map<string, Decoder>): TextRun[] {
  return [...content.matchAll(/BT\n([\s\S]*?)\nET/g)].map(([, block]) => {
    const [, x, y] = /1 0 0 1 ([\d.-]+) ([\d.-]+) Tm/.exec(block!)!;
    const [, font, size] = /\/(\w+) ([\d.]+) Tf/.exec(block!)!;
    const hexes = [.../\[(.*)\] TJ/.exec(block!)![1]!.matchAll(/<([0-9a-f]*)>/gi)];
    const decode = decoders.get(font!)!;
    const text = hexes.map(([, hex]) => decode(hex!)).join('');
    return { x: Number(x), y: Number(y), font: font!, size: Number(size), text };
  });
}

function linesOf(runs: TextRun[]): string[] {
  const byBaseline = new Map<number, TextRun[]>();
  for (const run of runs) {
    const key = Math.round(run.y * 10) / 10;
    byBaseline.set(key, [...(byBaseline.get(key) ?? []), run]);
  }
  return [...byBaseline.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, line]) =>
      line
        .sort((a, b) => a.x - b.x)
        .map((run) => run.text)
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
}

export function readPdf(pdf: Buffer): { pages: PdfPage[]; objects: Map<number, PdfObject> } {
  const objects = pdfObjects(pdf);
  const root = [...objects.values()].find((object) => /\/Type \/Pages\b/.test(object.dict))!;
  const kids = [.../\/Kids \[([^\]]*)\]/.exec(root.dict)![1]!.matchAll(/(\d+) 0 R/g)];
  const pages = kids.map(([, id]) => {
    const page = objects.get(Number(id))!;
    const content = streamOf(objects.get(refIn(page.dict, 'Contents')!)!).toString('latin1');
    const fonts = pageFonts(objects, page);
    const decoders = new Map(fonts.map(({ name, font }) => [name, decoderOf(objects, font)]));
    const runs = textRuns(content, decoders);
    return {
      fonts: new Map(
        fonts.map(({ name, font }) => [name, /\/BaseFont \/(\S+)/.exec(font.dict)![1]!]),
      ),
      mediaBox: /\/MediaBox \[([^\]]*)\]/.exec(page.dict)![1]!.trim().split(/\s+/).map(Number),
      runs,
      lines: linesOf(runs),
      rectangles: [...content.matchAll(/([\d.-]+) ([\d.-]+) ([\d.-]+) ([\d.-]+) re/g)].map(
        ([, x, y, width, height]) => ({
          x: Number(x),
          y: Number(y),
          width: Number(width),
          height: Number(height),
        }),
      ),
      images: [...content.matchAll(/\/(\w+) Do/g)].map(([, name]) => name!),
      content,
    };
  });
  return { pages, objects };
}

export type PdfImage = { width: number; height: number; colorSpace: string; pixels: Buffer };

/** The page images (not their alpha masks), their pixels inflated. */
export function imagesOf(objects: Map<number, PdfObject>): PdfImage[] {
  const masks = new Set(
    [...objects.values()].flatMap((object) => refIn(object.dict, 'SMask') ?? []),
  );
  return [...objects.entries()]
    .filter(([id, object]) => /\/Subtype \/Image/.test(object.dict) && !masks.has(id))
    .map(([, object]) => ({
      width: Number(/\/Width (\d+)/.exec(object.dict)![1]),
      height: Number(/\/Height (\d+)/.exec(object.dict)![1]),
      colorSpace: /\/ColorSpace \/(\w+)/.exec(object.dict)![1]!,
      pixels: inflateSync(object.stream!),
    }));
}

/** The fonts of the file as declared: their base names, and which carry an embedded file. */
export function fontsOf(objects: Map<number, PdfObject>) {
  return [...objects.values()]
    .filter((object) => /\/Type \/FontDescriptor/.test(object.dict))
    .map((object) => ({
      name: /\/FontName \/(\S+)/.exec(object.dict)![1]!,
      embedded: /\/FontFile2 \d+ 0 R/.test(object.dict),
    }));
}
