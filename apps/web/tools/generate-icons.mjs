// Draws the app icons (a white steering wheel on the brand blue) into apps/web/public.
// Only Node built-ins are used, so the icons can be regenerated anywhere without an image toolchain:
//   node apps/web/tools/generate-icons.mjs
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const publicDir = new URL('../public/', import.meta.url);

const BLUE = [25, 113, 194];
const WHITE = [255, 255, 255];

/** CRC-32 as the PNG chunk trailer needs it. */
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
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

/** Coverage (0..1) of the icon shape at a point given in unit coordinates (-1..1). */
function shapeAt(x, y, maskable) {
  const r = Math.hypot(x, y);
  // A maskable icon must keep its content inside the central 80 % safe zone.
  const scale = maskable ? 0.62 : 0.78;
  const ux = x / scale;
  const uy = y / scale;
  const ur = r / scale;
  const ring = ur <= 1 && ur >= 0.78;
  const hub = ur <= 0.24;
  const halfWidth = 0.1;
  // Three spokes: left, right and down, as on a car steering wheel.
  const horizontalSpoke = Math.abs(uy) <= halfWidth && ur <= 0.8;
  const verticalSpoke = Math.abs(ux) <= halfWidth && uy >= 0 && ur <= 0.8;
  return ring || hub || horizontalSpoke || verticalSpoke;
}

function backgroundAt(x, y, maskable) {
  if (maskable) return true;
  // Rounded square for the regular icon.
  const radius = 0.36;
  const dx = Math.max(Math.abs(x) - (1 - radius), 0);
  const dy = Math.max(Math.abs(y) - (1 - radius), 0);
  return Math.hypot(dx, dy) <= radius;
}

function renderPng(size, maskable) {
  const samples = 4;
  const rows = [];
  for (let py = 0; py < size; py += 1) {
    const row = Buffer.alloc(1 + size * 4);
    row[0] = 0; // filter: none
    for (let px = 0; px < size; px += 1) {
      let bg = 0;
      let fg = 0;
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const x = ((px + (sx + 0.5) / samples) / size) * 2 - 1;
          const y = ((py + (sy + 0.5) / samples) / size) * 2 - 1;
          if (backgroundAt(x, y, maskable)) {
            bg += 1;
            if (shapeAt(x, y, maskable)) fg += 1;
          }
        }
      }
      const total = samples * samples;
      const alpha = bg / total;
      const mix = bg === 0 ? 0 : fg / bg;
      const offset = 1 + px * 4;
      for (let c = 0; c < 3; c += 1) row[offset + c] = Math.round(BLUE[c] * (1 - mix) + WHITE[c] * mix);
      row[offset + 3] = Math.round(alpha * 255);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  header[10] = 0;
  header[11] = 0;
  header[12] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-1 -1 2 2">
  <rect x="-1" y="-1" width="2" height="2" rx="0.36" fill="rgb(${BLUE.join(',')})"/>
  <g fill="none" stroke="#fff">
    <circle r="0.694" stroke-width="0.172"/>
    <path d="M-0.62 0H0.62M0 0V0.62" stroke-width="0.156"/>
  </g>
  <circle r="0.187" fill="#fff"/>
</svg>
`;

writeFileSync(new URL('icon-192.png', publicDir), renderPng(192, false));
writeFileSync(new URL('icon-512.png', publicDir), renderPng(512, false));
writeFileSync(new URL('icon-maskable-512.png', publicDir), renderPng(512, true));
writeFileSync(new URL('apple-touch-icon.png', publicDir), renderPng(180, true));
writeFileSync(new URL('favicon.svg', publicDir), svg);
console.log('icons written to', publicDir.pathname);
