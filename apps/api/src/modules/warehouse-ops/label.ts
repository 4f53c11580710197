/**
 * The parcel label (tem kiện, decision 0057): 100 × 75 mm SVG with the parcel code as Code 128 and as a
 * QR code (bwip-js, which draws both as vector paths, so the label prints sharp at any printer
 * resolution), the customer code, the order code, the destination warehouse and the weight.
 * Coordinates are tenths of a millimetre (viewBox 1000 × 750).
 */
import type { BagSummary } from '@app/shared/contracts/bag';
import type { AdminParcelSummary } from '@app/shared/contracts/parcel';
import { formatKg10 } from '@app/shared/parcel-fees';
import bwipjs from 'bwip-js/node';

/** XML-escapes text placed in the SVG (names come from customers). */
function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** A bwip-js SVG placed in a box of the label. */
function placed(svg: string, x: number, y: number, width: number, height: number): string {
  return svg.replace(
    /^<svg viewBox="([^"]+)" xmlns="http:\/\/www\.w3\.org\/2000\/svg">/,
    `<svg x="${x}" y="${y}" width="${width}" height="${height}" viewBox="$1" preserveAspectRatio="xMidYMid meet">`,
  );
}

function text(
  x: number,
  y: number,
  size: number,
  content: string,
  opts: { bold?: boolean; anchor?: string } = {},
): string {
  const weight = opts.bold ? ' font-weight="700"' : '';
  const anchor = opts.anchor ? ` text-anchor="${opts.anchor}"` : '';
  return `<text x="${x}" y="${y}" font-size="${size}"${weight}${anchor}>${esc(content)}</text>`;
}

/** `2.301` g → `2,3 kg`. */
function kgText(grams: number): string {
  return `${new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 }).format(grams / 1000)} kg`;
}

/** `2.301 g` → `2,3 kg`, or `Chưa cân`. */
function weightText(p: AdminParcelSummary): string {
  if (p.weightGrams === null) return 'Chưa cân';
  const actual = kgText(p.weightGrams);
  return p.chargeableKg10 !== null ? `${actual} · tính phí ${formatKg10(p.chargeableKg10)}` : actual;
}

/** The label of a parcel as an SVG document, 100 × 75 mm. */
export function parcelLabelSvg(p: AdminParcelSummary): string {
  const barcode = bwipjs.toSVG({ bcid: 'code128', text: p.code, height: 14, scale: 2, includetext: false });
  const qr = bwipjs.toSVG({ bcid: 'qrcode', text: p.code });
  const destination = p.destination?.name ?? 'Chưa rõ kho đích';
  const customer = p.customer ? `${p.customer.code}` : 'KIỆN TRÔI NỔI';
  const customerName = p.customer?.fullName ?? 'Chưa rõ chủ';
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<svg xmlns="http://www.w3.org/2000/svg" width="100mm" height="75mm" viewBox="0 0 1000 750" font-family="Arial, Helvetica, sans-serif">',
    `<title>Tem kiện ${esc(p.code)}</title>`,
    '<rect x="5" y="5" width="990" height="740" fill="#fff" stroke="#000" stroke-width="4"/>',
    // Destination band: what the sorter reads first.
    '<rect x="5" y="5" width="990" height="110" fill="#000"/>',
    `<text x="30" y="85" font-size="64" font-weight="700" fill="#fff">${esc(`→ ${destination}`)}</text>`,
    text(30, 200, 84, customer, { bold: true }),
    text(30, 250, 34, customerName),
    text(30, 310, 34, p.order ? `Đơn: ${p.order.code}` : 'Đơn: chưa gán'),
    text(30, 360, 34, `MVĐ: ${p.trackingCode}`),
    text(30, 410, 34, `Cân nặng: ${weightText(p)}`),
    placed(qr, 720, 140, 250, 250),
    placed(barcode, 40, 440, 920, 220),
    text(500, 715, 44, p.code, { bold: true, anchor: 'middle' }),
    '</svg>',
  ];
  return parts.join('\n');
}

/**
 * The label of a bag as an SVG document, 100 × 75 mm (decision 0091): the route band (from → to
 * warehouse), the bag code large and as Code 128 (the VN station receives the bag by scanning it),
 * its weight once closed and its parcel count.
 */
export function bagLabelSvg(b: Pick<BagSummary, 'code' | 'from' | 'to' | 'weightGrams' | 'parcelCount'>): string {
  const barcode = bwipjs.toSVG({ bcid: 'code128', text: b.code, height: 14, scale: 2, includetext: false });
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<svg xmlns="http://www.w3.org/2000/svg" width="100mm" height="75mm" viewBox="0 0 1000 750" font-family="Arial, Helvetica, sans-serif">',
    `<title>Tem bao ${esc(b.code)}</title>`,
    '<rect x="5" y="5" width="990" height="740" fill="#fff" stroke="#000" stroke-width="4"/>',
    '<rect x="5" y="5" width="990" height="110" fill="#000"/>',
    `<text x="30" y="82" font-size="52" font-weight="700" fill="#fff">${esc(`${b.from.name} → ${b.to.name}`)}</text>`,
    text(30, 220, 110, `BAO ${b.code}`, { bold: true }),
    text(30, 300, 44, `Cân nặng: ${b.weightGrams === null ? 'Chưa cân' : kgText(b.weightGrams)}`),
    text(30, 360, 44, `Số kiện: ${new Intl.NumberFormat('vi-VN').format(b.parcelCount)}`),
    placed(barcode, 40, 400, 920, 240),
    text(500, 715, 44, b.code, { bold: true, anchor: 'middle' }),
    '</svg>',
  ];
  return parts.join('\n');
}
