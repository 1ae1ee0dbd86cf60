import 'server-only';
import QRCode from 'qrcode';

/** An authenticator key's otpauth:// address as an inline SVG QR code (made here, never fetched). */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' });
}
