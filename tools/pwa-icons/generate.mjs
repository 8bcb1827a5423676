// Draws the web app's install icons (apps/web/public/icons/*.png): the favicon's bolt (apps/web/public/favicon.svg)
// in the brand glow on the brand green. No image tool needed: a tiny PNG encoder over node:zlib, and 4×4
// supersampling for smooth edges. Deterministic: the same bytes every run, so the PNGs are committed.
// Run: node tools/pwa-icons/generate.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';

const OUT = join(import.meta.dirname, '../../apps/web/public/icons');
const GREEN = [0x00, 0x77, 0x5a]; // brand.green (libs/web/ui/src/lib/theme/primitives.ts)
const GLOW = [0x5e, 0xf2, 0xc4]; // brand.glow
// The favicon's bolt, in its 32×32 box.
const BOLT = [
  [18.5, 5],
  [9, 18],
  [15, 18],
  [13.5, 27],
  [23, 14],
  [17, 14],
];

function inside(polygon, x, y) {
  let hit = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i];
    const [xj, yj] = polygon[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

function inRoundedSquare(x, y, size, radius) {
  const cx = Math.min(Math.max(x, radius), size - radius);
  const cy = Math.min(Math.max(y, radius), size - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/**
 * RGBA pixels of one icon. `maskable`: the green fills the whole square and the bolt sits in the middle 60 %
 * (inside the maskable safe zone, a circle of 80 %); otherwise a rounded square like the favicon.
 */
function draw(size, maskable) {
  const samples = 4;
  const boltScale = maskable ? 0.6 : 1;
  const pixels = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let bg = 0;
      let bolt = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = px + (sx + 0.5) / samples;
          const y = py + (sy + 0.5) / samples;
          if (!maskable && !inRoundedSquare(x, y, size, (size * 9) / 32)) continue;
          bg++;
          // Icon units (0..32), centred and scaled for the maskable variant.
          const u = ((x / size - 0.5) / boltScale + 0.5) * 32;
          const v = ((y / size - 0.5) / boltScale + 0.5) * 32;
          if (inside(BOLT, u, v)) bolt++;
        }
      }
      const total = samples * samples;
      const i = (py * size + px) * 4;
      for (let c = 0; c < 3; c++) {
        pixels[i + c] = bg === 0 ? 0 : Math.round((GREEN[c] * (bg - bolt) + GLOW[c] * bolt) / bg);
      }
      pixels[i + 3] = Math.round((255 * bg) / total);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  // Each row: filter byte 0 (none), then the row's pixels.
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  // iOS draws its own rounded corners and ignores transparency: a full square.
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

mkdirSync(OUT, { recursive: true });
for (const { file, size, maskable } of ICONS) {
  writeFileSync(join(OUT, file), png(size, draw(size, maskable)));
  console.log(`wrote apps/web/public/icons/${file}`);
}
