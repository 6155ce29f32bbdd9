// Makes every image the site uses from SVG drawn here, rendered with sharp. Output is committed under public/images;
// `npm start` never runs this. Run with `npm run images` after changing a drawing.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { ILLUSTRATIONS } from './images/illustrations.mjs';
import { PAGE_ILLUSTRATIONS } from './images/pages.mjs';
import { WIDGET_ILLUSTRATIONS } from './images/widget-illustrations.mjs';
import { BLOG_IMAGES } from './images/blog.mjs';
import { ARTICLE_IMAGES } from './images/articles.mjs';
import { FEATURE_IMAGES } from './images/features.mjs';
import { writeSiteIcons } from './images/icons.mjs';
import { writeLogo } from './images/logo.mjs';

const OUT = join(process.cwd(), 'public', 'images');

async function write(relative, svg, { width, height, format }) {
  const file = join(OUT, relative);
  await mkdir(dirname(file), { recursive: true });
  if (format === 'svg') return writeFile(file, svg);
  const image = sharp(Buffer.from(svg)).resize(width, height);
  const buffer =
    format === 'png'
      ? await image.png({ compressionLevel: 9 }).toBuffer()
      : await image.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  await writeFile(file, buffer);
}

const items = [
  ...ILLUSTRATIONS,
  ...PAGE_ILLUSTRATIONS,
  ...WIDGET_ILLUSTRATIONS,
  ...BLOG_IMAGES,
  ...ARTICLE_IMAGES,
  ...FEATURE_IMAGES,
];
for (const item of items) {
  await write(item.file, await item.svg(), item);
  console.log(`${item.file} ${item.width}x${item.height}`);
}

// What each composed picture shows (its motifs), read by tests/unit/repeated-art.test.ts: two files showing the same
// motifs in other colours are the same picture to a visitor.
const drawn = Object.fromEntries(
  items
    .filter((item) => item.drawn)
    .map((item) => [`/images/${item.file}`, item.drawn])
    .sort(([a], [b]) => a.localeCompare(b)),
);
await writeFile(join(process.cwd(), 'tools', 'images', 'drawings.json'), `${JSON.stringify(drawn, null, 2)}\n`);

await writeSiteIcons();
await writeLogo();
