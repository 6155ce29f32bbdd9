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

for (const item of [
  ...ILLUSTRATIONS,
  ...PAGE_ILLUSTRATIONS,
  ...WIDGET_ILLUSTRATIONS,
  ...BLOG_IMAGES,
  ...ARTICLE_IMAGES,
  ...FEATURE_IMAGES,
]) {
  await write(item.file, await item.svg(), item);
  console.log(`${item.file} ${item.width}x${item.height}`);
}

await writeSiteIcons();
await writeLogo();
