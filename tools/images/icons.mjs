// The icons browsers and crawlers ask for by fixed address, drawn from public/favicon.svg: /favicon.ico (16, 32 and
// 48 px PNGs in one ICO file) and /apple-touch-icon.png (180 px, opaque, as iOS wants it).
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

const PUBLIC = join(process.cwd(), 'public');
const ICO_SIZES = [16, 32, 48];
const TOUCH_SIZE = 180;
const TOUCH_BACKGROUND = '#235a3d';

/** An ICO file holding PNG images (one directory entry each), as every current browser reads it. */
function icoFrom(pngs) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0);
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs.map(({ data }) => data)]);
}

export async function writeSiteIcons() {
  const svg = await readFile(join(PUBLIC, 'favicon.svg'));
  const pngs = await Promise.all(
    ICO_SIZES.map(async (size) => ({
      size,
      data: await sharp(svg, { density: 300 }).resize(size, size).png().toBuffer(),
    })),
  );
  await writeFile(join(PUBLIC, 'favicon.ico'), icoFrom(pngs));
  const touch = sharp(svg, { density: 300 }).resize(TOUCH_SIZE, TOUCH_SIZE).flatten({ background: TOUCH_BACKGROUND });
  await writeFile(join(PUBLIC, 'apple-touch-icon.png'), await touch.png({ compressionLevel: 9 }).toBuffer());
  console.log(`favicon.ico ${ICO_SIZES.join(', ')} px; apple-touch-icon.png ${TOUCH_SIZE} px`);
}
