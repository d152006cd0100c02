// Draws the app icons (a white heart on the brand green) as PNG files, with
// Node's zlib only. Run once after changing the design: node scripts/make-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const GREEN = [0x1f, 0x6f, 0x5c];
const WHITE = [0xff, 0xff, 0xff];
const out = path.resolve(import.meta.dirname, '../public/icons');

function crc32(buffer) {
  let crc = -1;
  for (const byte of buffer) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ -1) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Heart curve (x² + y² − 1)³ − x²y³ ≤ 0, scaled into the icon's safe zone. */
function insideHeart(x, y) {
  const a = x * x + y * y - 1;
  return a * a * a - x * x * y * y * y <= 0;
}

function icon(size, { rounded, heartScale }) {
  const rows = [];
  const radius = rounded ? size * 0.22 : 0;
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let px = 0; px < size; px++) {
      // Rounded-square background; transparent outside the corners.
      const cx = Math.min(px, size - 1 - px);
      const cy = Math.min(py, size - 1 - py);
      const outsideCorner = cx < radius && cy < radius && (radius - cx) ** 2 + (radius - cy) ** 2 > radius ** 2;
      const x = ((px + 0.5) / size - 0.5) * (3.8 / heartScale);
      const y = -((py + 0.5) / size - 0.5) * (3.8 / heartScale) + 0.15;
      const color = insideHeart(x, y) ? WHITE : GREEN;
      row.set([...color, outsideCorner ? 0 : 255], 1 + px * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, 'icon-192.png'), icon(192, { rounded: true, heartScale: 1 }));
fs.writeFileSync(path.join(out, 'icon-512.png'), icon(512, { rounded: true, heartScale: 1 }));
// Maskable: full bleed, heart kept inside the 80 % safe zone.
fs.writeFileSync(path.join(out, 'icon-maskable-512.png'), icon(512, { rounded: false, heartScale: 0.75 }));
console.log('icons written to', out);
