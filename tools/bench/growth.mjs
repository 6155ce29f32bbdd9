/**
 * Build time as the site grows: a hardlinked copy of the project with 1,000 generated articles added to its content.
 * Articles are cloned from an existing blog post (and its page, when articles have project-map pages); without blog
 * posts, from an ordinary page, so the figure is still "the build with 1,000 more pages".
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, WORK, hardlinkCopy, linkNodeModules, timed } from './lib.mjs';

const COUNT = 1000;
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const jsonFiles = (dir) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .map((name) => join(dir, name))
    : [];
const write = (file, data) => (
  mkdirSync(join(file, '..'), { recursive: true }),
  writeFileSync(file, JSON.stringify(data))
);

function pageTrio(content, path) {
  const node = jsonFiles(join(content, 'projectMapNode'))
    .map(readJson)
    .find((item) => item.path === path);
  if (!node) return undefined;
  const composition = jsonFiles(join(content, 'composition'))
    .map(readJson)
    .find((item) => item.composition._id === node.compositionId);
  const index = jsonFiles(join(content, 'entry'))
    .map(readJson)
    .find((item) => item.entry.type === 'pageIndex' && item.entry.fields.entryID.value === node.id);
  return composition && index ? { node, composition, index } : undefined;
}

function addPage(content, trio, slug, path, title) {
  const node = { ...trio.node, id: randomUUID(), compositionId: randomUUID(), path, pathSegment: slug, name: title };
  const composition = structuredClone(trio.composition);
  Object.assign(composition.composition, { _id: node.compositionId, _slug: slug, _name: title });
  const index = structuredClone(trio.index);
  Object.assign(index.entry, { _id: randomUUID(), _slug: slug, _name: title });
  Object.assign(index.entry.fields, { entryID: { type: 'text', value: node.id }, path: { type: 'text', value: path } });
  index.entry.fields.seoTitle = { type: 'text', value: title };
  write(join(content, 'projectMapNode', `${slug}_${node.id}.json`), node);
  write(join(content, 'composition', `${node.compositionId}.json`), composition);
  write(join(content, 'entry', `${index.entry._id}.json`), index);
}

export function generateArticles(content) {
  const posts = jsonFiles(join(content, 'entry'))
    .map(readJson)
    .filter((item) => item.entry.type === 'blogPost');
  const template = posts.find((post) => String(post.entry.fields.url?.value ?? '').startsWith('/learning-center/'));
  for (let number = 1; number <= COUNT; number += 1) {
    const slug = `bench-article-${number}`;
    const title = `Greenhouse practice note ${number}: keeping a growing operation insurable`;
    if (template) {
      const path = template.entry.fields.url.value.replace(/[^/]+$/, slug);
      const post = structuredClone(template);
      Object.assign(post.entry, { _id: randomUUID(), _slug: slug, _name: title });
      Object.assign(post.entry.fields, {
        title: { type: 'text', value: title },
        url: { type: 'text', value: path },
        featured: { type: 'checkbox', value: false },
      });
      write(join(content, 'entry', `${post.entry._id}.json`), post);
      const trio = pageTrio(content, template.entry.fields.url.value);
      if (trio) addPage(content, trio, slug, path, title);
    } else {
      addPage(content, pageTrio(content, '/about'), slug, `/bench-articles/${slug}`, title);
    }
  }
  return template ? 'blog posts' : 'pages cloned from /about';
}

export async function buildWithArticles() {
  const dir = join(WORK, 'grown');
  hardlinkCopy(ROOT, dir, ['node_modules', '.next', 'tools', '.git', 'test-results', 'playwright-report', 'content']);
  hardlinkCopy(join(ROOT, 'content'), join(dir, 'content'));
  linkNodeModules(dir);
  const kind = generateArticles(join(dir, 'content'));
  const { seconds, output } = await timed('npm', ['run', 'build'], dir);
  const pages = Number(
    /Generating static pages[^(]*\((\d+)\/(\d+)\)/.exec(output.split('\n').reverse().join('\n'))?.[2] ?? 0,
  );
  return { seconds, articlesAdded: COUNT, clonedFrom: kind, staticPages: pages };
}
