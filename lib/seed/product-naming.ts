import type { ProductLine } from './product-lines';
import type { Random } from './random';
import { hashSeed } from './random';
import { slugify } from '@/lib/format/slug';

/** Design names the studio gives some pieces: 'Sitara Emerald Party Gown'. */
const designNames = [
  'Mehrunisa',
  'Gulbahar',
  'Noor',
  'Zoya',
  'Shehzadi',
  'Mehfil',
  'Rangmahal',
  'Jharokha',
  'Chandni',
  'Sitara',
  'Roshni',
  'Naqsh',
  'Afsana',
  'Heer',
  'Falak',
  'Meher',
  'Gulnaar',
  'Shabnam',
];

export type NameParts = { colour: string; fabric: string | null; works: string[]; noun: string };

/** A believable product name from colour, fabric or work, and the line's noun. */
export function composeName(parts: NameParts, random: Random): string {
  const { colour, noun } = parts;
  const work = parts.works[0]!;
  // 'Red Banarasi Bridal Banarasi Saree' would repeat itself.
  const fabric = parts.fabric && !noun.includes(parts.fabric) ? parts.fabric : null;
  const roll = random.next();
  if (roll >= 0.85) return `${random.pick(designNames)} ${colour} ${noun}`;
  if (fabric && roll >= 0.7) return `${colour} ${work} ${fabric} ${noun}`;
  if (fabric && roll >= 0.4) return `${colour} ${fabric} ${noun}`;
  return `${colour} ${work} ${noun}`;
}

/**
 * Style codes such as 'BL-2417': the nth product of a line gets a scrambled four-digit
 * number (a bijection on 0..8999, so no two collide), and five digits beyond that.
 */
export function styleCode(line: ProductLine, nth: number): string {
  const salt = hashSeed(line.skuPrefix) % 9000;
  const number = nth < 9000 ? 1000 + ((nth * 7919 + salt) % 9000) : 10000 + nth;
  return `${line.skuPrefix}-${number}`;
}

/** Keeps names and slugs unique across one catalogue. */
export class NameRegistry {
  private readonly names = new Set<string>();
  private readonly slugs = new Set<string>();

  /** Tries a few fresh names before accepting a repeat. */
  chooseName(compose: () => string, attempts = 6): string {
    let name = compose();
    for (let attempt = 1; attempt < attempts && this.names.has(name); attempt += 1)
      name = compose();
    this.names.add(name);
    return name;
  }

  /** The name's slug, or the slug with the style code when the name repeats. */
  claimSlug(name: string, code: string): string {
    const base = slugify(name);
    const slug = this.slugs.has(base) ? `${base}-${slugify(code)}` : base;
    if (this.slugs.has(slug)) throw new Error(`Duplicate product slug '${slug}'`);
    this.slugs.add(slug);
    return slug;
  }
}
