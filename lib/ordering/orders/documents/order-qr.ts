import 'server-only';
import QRCode from 'qrcode';

/** The quiet zone a QR code needs around it, in modules. */
export const qrQuietModules = 4;

/**
 * The order number as a QR code, for a phone camera or a scanner at the desk: `size` points
 * square with its quiet zone. Drawn as squares rather than placed as a picture, so that it
 * is sharp on any printer (thermal label printers included) and costs no image to encode.
 */
export function drawOrderQr(
  doc: PDFKit.PDFDocument,
  number: string,
  at: { x: number; y: number; size: number },
): void {
  const { modules } = QRCode.create(number, { errorCorrectionLevel: 'M' });
  const moduleSize = at.size / (modules.size + 2 * qrQuietModules);
  const origin = { x: at.x + qrQuietModules * moduleSize, y: at.y + qrQuietModules * moduleSize };
  for (let row = 0; row < modules.size; row += 1) {
    // One rectangle a run of dark modules in the row.
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.get(row, column)) continue;
      const start = column;
      while (column + 1 < modules.size && modules.get(row, column + 1)) column += 1;
      const width = (column - start + 1) * moduleSize;
      doc.rect(origin.x + start * moduleSize, origin.y + row * moduleSize, width, moduleSize);
    }
  }
  doc.fillColor('#000000').fill();
}
