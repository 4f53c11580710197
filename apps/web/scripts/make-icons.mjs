/**
 * Draws the app icons as real PNGs with node:zlib only (no image library): an orange tile with a
 * white shopping bag. Run `node scripts/make-icons.mjs` from apps/web; output in public/icons/.
 * `maskable` variants fill the whole square and keep the bag inside the 80 % safe zone.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const ORANGE = [194, 65, 12];
const WHITE = [255, 255, 255];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** Coverage (0..1) of the shape at a point given in unit coordinates (0..1). */
function shape(x, y, maskable) {
  const s = maskable ? 0.8 : 1; // shrink the drawing into the maskable safe zone
  const u = (x - 0.5) / s + 0.5;
  const v = (y - 0.5) / s + 0.5;
  const inTile = maskable || roundedRect(x, y, 0, 0, 1, 1, 0.2);
  if (!inTile) return null;
  const body = roundedRect(u, v, 0.24, 0.36, 0.76, 0.8, 0.05);
  const r = Math.hypot(u - 0.5, v - 0.36);
  const handle = v <= 0.36 && r >= 0.12 && r <= 0.17;
  return body || handle ? WHITE : ORANGE;
}
function roundedRect(x, y, x0, y0, x1, y1, r) {
  if (x < x0 || x > x1 || y < y0 || y > y1) return false;
  const cx = Math.min(Math.max(x, x0 + r), x1 - r);
  const cy = Math.min(Math.max(y, y0 + r), y1 - r);
  return Math.hypot(x - cx, y - cy) <= r;
}

function png(size, maskable) {
  const SS = 4; // 4×4 supersampling for smooth edges
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let py = 0; py < size; py++) {
    raw[py * (size * 4 + 1)] = 0; // filter: none
    for (let px = 0; px < size; px++) {
      const acc = [0, 0, 0, 0];
      for (let sy = 0; sy < SS; sy++)
        for (let sx = 0; sx < SS; sx++) {
          const c = shape((px + (sx + 0.5) / SS) / size, (py + (sy + 0.5) / SS) / size, maskable);
          if (!c) continue;
          acc[0] += c[0];
          acc[1] += c[1];
          acc[2] += c[2];
          acc[3] += 255;
        }
      const n = SS * SS;
      const covered = acc[3] / 255 || 1;
      const o = py * (size * 4 + 1) + 1 + px * 4;
      raw[o] = Math.round(acc[0] / covered);
      raw[o + 1] = Math.round(acc[1] / covered);
      raw[o + 2] = Math.round(acc[2] / covered);
      raw[o + 3] = Math.round(acc[3] / n);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const sig = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    sig,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const dir = new URL('../public/icons/', import.meta.url);
mkdirSync(dir, { recursive: true });
for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['icon-512-maskable.png', 512, true],
  ['apple-touch-icon.png', 180, true],
]) {
  writeFileSync(new URL(name, dir), png(size, maskable));
  console.log(`public/icons/${name} ${size}×${size}`);
}
