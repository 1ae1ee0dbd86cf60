import type { StyleColour } from '@/lib/catalogue';

/** A piece's colour as a dot; a colour without a swatch is a neutral ring with its initial. */
export function SwatchDot({ piece, className }: { piece: StyleColour; className: string }) {
  return (
    <span
      aria-hidden="true"
      className={`block rounded-full border border-stone-300 ${className}`}
      style={{ backgroundColor: piece.swatch ?? '#f5f5f4' }}
    />
  );
}

/** What a swatch is called to a screen reader and in its tooltip: the colour, or the piece's name. */
export const swatchLabel = (piece: StyleColour) =>
  piece.colour ? `${piece.colour}: ${piece.name}` : piece.name;
