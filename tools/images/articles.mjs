// One card picture per article (575x300, public/images/blog/<slug>.jpg), composed from the article's title and
// description in its category's colours, so no two articles share a drawing. Reads the articles from content/.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { composition, drawnWith, motifsFor, seedOf } from './compose.mjs';
import { drawing } from './drawing.mjs';

const ENTRIES = join(process.cwd(), 'content', 'entry');

/** Every blog post in content/: slug, category key ('loss-control') and the text its picture is composed from. */
export function articles() {
  return readdirSync(ENTRIES)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(join(ENTRIES, file), 'utf8')).entry)
    .filter((entry) => entry.type === 'blogPost')
    .map(({ _slug: slug, fields }) => ({
      slug,
      category: String(fields.categories?.value?.[0] ?? '')
        .toLowerCase()
        .replace(/\s+/g, '-'),
      title: String(fields.title?.value ?? ''),
      description: String(fields.description?.value ?? ''),
    }))
    .sort((a, b) => a.slug.localeCompare(b.slug));
}

export const articleImage = (slug) => `blog/${slug}.jpg`;

export function articleArt({ slug, category, title, description }) {
  return { ...motifsFor(title, description, category), palette: category, seed: seedOf(slug) };
}

export const ARTICLE_IMAGES = articles().map((article) => {
  const art = articleArt(article);
  return {
    ...drawing(articleImage(article.slug), 575, 300, () => composition({ width: 575, height: 300, ...art })),
    drawn: drawnWith(art),
  };
});
