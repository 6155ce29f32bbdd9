// The content-health rules: one implementation for `npm run content:check` (scripts/content-check/health.mjs) and
// the canvas preview's panel (app/api/preview/health/route.ts). Plain ESM with types beside it (index.d.mts), so the
// Node script and the Next server import the same file. docs/content-and-uniform.md#content-health lists the rules.
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from './settings.mjs';
import { checkImages, checkLinks } from './links-images.mjs';
import { checkHeadings, checkRequired, checkSeo } from './page.mjs';
import { checkContrast } from './contrast.mjs';
import { checkReadingLevel, checkSpelling } from './text.mjs';
import { fieldValue, isEmptyValue, nodesOf } from './tree.mjs';

export * from './settings.mjs';
export { contrastRatio, TOKENS } from './contrast.mjs';
export { imageAlt, isDecorative, isVagueLinkText } from './links-images.mjs';
export { readingGrade } from './text.mjs';

/**
 * The problems of one composition. `page` is its page index entry (a page's title, description and one h1);
 * header, footer and patterns have none.
 */
export function checkComposition({ composition, page, site, locale }) {
  return [
    ...checkLinks(composition, site),
    ...checkImages(composition, site),
    ...(page ? checkSeo(composition, page, site) : []),
    ...(page ? checkHeadings(composition, site) : []),
    ...checkRequired(composition, site),
    ...checkContrast(composition, site),
    ...checkSpelling(composition, site, locale),
    ...checkReadingLevel(composition, site, locale),
  ];
}

/**
 * The problems of an article (a blog post entry, fields flattened or as stored): its title and summary, a category,
 * and at least one link onward to a page of the site. The entry stands where a component would (its id selects it).
 */
export function checkArticle({ entry }) {
  const problems = [];
  const fields = entry.fields ?? {};
  const report = (rule, parameter, message, severity = 'error') =>
    problems.push({
      rule,
      severity,
      componentId: entry.id,
      componentType: entry.type,
      componentName: 'Article',
      parameter,
      path: `entry.fields.${parameter}`,
      message,
    });
  const title = String(fieldValue(fields, 'title') ?? '').trim();
  if (!title) report('seo-title', 'title', 'article title is missing');
  else if (title.length > SEO_TITLE_MAX)
    report('seo-title', 'title', `article title is ${title.length} characters; at most ${SEO_TITLE_MAX}`);
  const summary = String(fieldValue(fields, 'description') ?? '').trim();
  if (!summary) report('article-summary', 'description', 'article has no summary');
  else if (summary.length > SEO_DESCRIPTION_MAX)
    report(
      'seo-description',
      'description',
      `article summary is ${summary.length} characters; at most ${SEO_DESCRIPTION_MAX}`,
    );
  if (isEmptyValue(fieldValue(fields, 'categories')))
    report('article-category', 'categories', 'article has no category');
  const isLink = (node) =>
    node && typeof node === 'object' && ['projectMapNode', 'url'].includes(node.type) && (node.nodeId || node.path);
  // A press mention is a card with no body of its own that links out to the article it names: that is its link onward.
  const linksOut =
    isEmptyValue(fieldValue(fields, 'content')) && [...nodesOf(fieldValue(fields, 'blogPreviewCta'))].some(isLink);
  const related = linksOut || [...nodesOf(fieldValue(fields, 'content'))].some(isLink);
  if (!related) report('article-related', 'content', 'article links to no other page (no related links)', 'warning');
  return problems;
}
