/** Attributes and their values. Value slugs carry the attribute as a prefix, so they are unique store-wide. */

export type SizeName = 'XS' | 'S' | 'M' | 'L' | 'XL' | 'XXL' | 'Free Size';

export type ColourValue = {
  name: string;
  slug: string;
  /** Three letters for variant SKUs: BL-2417-M-MAR. */
  code: string;
  hex: string;
};

export type NamedValue = { name: string; slug: string };

export const clothingSizes: readonly SizeName[] = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];

export const sizeValues: readonly (NamedValue & { size: SizeName; code: string })[] = [
  { size: 'XS', name: 'XS', slug: 'size-xs', code: 'XS' },
  { size: 'S', name: 'S', slug: 'size-s', code: 'S' },
  { size: 'M', name: 'M', slug: 'size-m', code: 'M' },
  { size: 'L', name: 'L', slug: 'size-l', code: 'L' },
  { size: 'XL', name: 'XL', slug: 'size-xl', code: 'XL' },
  { size: 'XXL', name: 'XXL', slug: 'size-xxl', code: 'XXL' },
  { size: 'Free Size', name: 'Free Size', slug: 'size-free', code: 'FS' },
];

export const colourValues: readonly ColourValue[] = [
  { name: 'Maroon', slug: 'colour-maroon', code: 'MAR', hex: '#6d1a2a' },
  { name: 'Red', slug: 'colour-red', code: 'RED', hex: '#b3192c' },
  { name: 'Wine', slug: 'colour-wine', code: 'WIN', hex: '#5a1530' },
  { name: 'Ivory', slug: 'colour-ivory', code: 'IVO', hex: '#efe6d2' },
  { name: 'Gold', slug: 'colour-gold', code: 'GLD', hex: '#c9a24a' },
  { name: 'Champagne', slug: 'colour-champagne', code: 'CHM', hex: '#e3cfa6' },
  { name: 'Blush Pink', slug: 'colour-blush-pink', code: 'BLP', hex: '#e8b4b8' },
  { name: 'Rose Gold', slug: 'colour-rose-gold', code: 'RSG', hex: '#c98b7b' },
  { name: 'Peach', slug: 'colour-peach', code: 'PCH', hex: '#f0b58f' },
  { name: 'Lilac', slug: 'colour-lilac', code: 'LIL', hex: '#b9a2cf' },
  { name: 'Emerald', slug: 'colour-emerald', code: 'EMR', hex: '#1f6b4f' },
  { name: 'Mint', slug: 'colour-mint', code: 'MNT', hex: '#a9d8c0' },
  { name: 'Teal', slug: 'colour-teal', code: 'TEL', hex: '#1f6f73' },
  { name: 'Powder Blue', slug: 'colour-powder-blue', code: 'PBL', hex: '#a7c4dd' },
  { name: 'Navy', slug: 'colour-navy', code: 'NVY', hex: '#1f2a4d' },
  { name: 'Mustard', slug: 'colour-mustard', code: 'MUS', hex: '#d39e2a' },
  { name: 'Black', slug: 'colour-black', code: 'BLK', hex: '#1d1b1e' },
  { name: 'Silver', slug: 'colour-silver', code: 'SLV', hex: '#b9bcc2' },
];

export const fabricValues: readonly NamedValue[] = [
  { name: 'Silk', slug: 'fabric-silk' },
  { name: 'Raw Silk', slug: 'fabric-raw-silk' },
  { name: 'Velvet', slug: 'fabric-velvet' },
  { name: 'Georgette', slug: 'fabric-georgette' },
  { name: 'Organza', slug: 'fabric-organza' },
  { name: 'Net', slug: 'fabric-net' },
  { name: 'Chiffon', slug: 'fabric-chiffon' },
  { name: 'Banarasi', slug: 'fabric-banarasi' },
  { name: 'Katan', slug: 'fabric-katan' },
  { name: 'Jamdani', slug: 'fabric-jamdani' },
  { name: 'Tissue', slug: 'fabric-tissue' },
  { name: 'Crepe', slug: 'fabric-crepe' },
  { name: 'Satin', slug: 'fabric-satin' },
  { name: 'Muslin', slug: 'fabric-muslin' },
  { name: 'Cotton', slug: 'fabric-cotton' },
  { name: 'Linen', slug: 'fabric-linen' },
  { name: 'Pashmina', slug: 'fabric-pashmina' },
];

export const workValues: readonly NamedValue[] = [
  { name: 'Zardozi', slug: 'work-zardozi' },
  { name: 'Dabka', slug: 'work-dabka' },
  { name: 'Sequin', slug: 'work-sequin' },
  { name: 'Stone', slug: 'work-stone' },
  { name: 'Cut Dana', slug: 'work-cut-dana' },
  { name: 'Pearl', slug: 'work-pearl' },
  { name: 'Thread', slug: 'work-thread' },
  { name: 'Aari', slug: 'work-aari' },
  { name: 'Mirror', slug: 'work-mirror' },
  { name: 'Karchupi', slug: 'work-karchupi' },
  { name: 'Gota Patti', slug: 'work-gota-patti' },
  { name: 'Zari', slug: 'work-zari' },
  { name: 'Block Print', slug: 'work-block-print' },
  { name: 'Kundan', slug: 'work-kundan' },
  { name: 'Polki', slug: 'work-polki' },
  { name: 'Meenakari', slug: 'work-meenakari' },
];

export const attributeDefinitions: readonly {
  name: string;
  slug: string;
  values: readonly NamedValue[];
}[] = [
  { name: 'Size', slug: 'size', values: sizeValues },
  { name: 'Colour', slug: 'colour', values: colourValues },
  { name: 'Fabric', slug: 'fabric', values: fabricValues },
  { name: 'Work', slug: 'work', values: workValues },
];

function lookup<T extends NamedValue>(values: readonly T[], name: string): T {
  const value = values.find((candidate) => candidate.name === name);
  if (!value) throw new Error(`Unknown attribute value '${name}'`);
  return value;
}

export const colourByName = (name: string): ColourValue => lookup(colourValues, name);
export const fabricByName = (name: string): NamedValue => lookup(fabricValues, name);
export const workByName = (name: string): NamedValue => lookup(workValues, name);
export const sizeBySize = (size: SizeName) => lookup(sizeValues, size);
