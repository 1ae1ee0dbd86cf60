/**
 * How many SMS a text is sent as. The GSM 7-bit alphabet fits 160 characters in one SMS and
 * 153 in each part of a longer one (its extension characters take two); any other character
 * (Bangla letters, the taka sign ৳, most emoji) sends the whole text as UCS-2: 70 characters,
 * or 67 a part. Client-safe, for the editor's count.
 */
const gsmBasic = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const gsmExtension = new Set('^{}\\[~]|€\f');

export type SmsCount = {
  /** Characters as the gateway counts them (an extension character is two; UCS-2: code units). */
  units: number;
  parts: number;
  unicode: boolean;
  /** The most one part holds for this text's alphabet. */
  perPart: number;
};

function gsmUnits(text: string): number | null {
  let units = 0;
  for (const character of text) {
    if (gsmBasic.has(character)) units += 1;
    else if (gsmExtension.has(character)) units += 2;
    else return null;
  }
  return units;
}

export function smsParts(text: string): SmsCount {
  const gsm = gsmUnits(text);
  const unicode = gsm === null;
  const units = gsm ?? text.length;
  const [single, multi] = unicode ? [70, 67] : [160, 153];
  const parts = units === 0 ? 0 : units <= single ? 1 : Math.ceil(units / multi);
  return { units, parts, unicode, perPart: parts > 1 ? multi : single };
}
