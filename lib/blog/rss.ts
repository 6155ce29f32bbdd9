import type { BlogPostPreview } from './types';

export interface FeedChannel {
  title: string;
  description: string;
  /** Absolute address of the listing page. */
  link: string;
  /** Absolute address of the feed itself. */
  selfLink: string;
  origin: string;
}

/** Escapes text for XML element content and attribute values. */
export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');
}

function absolute(url: string, origin: string): string {
  return new URL(url, origin).toString();
}

/** An RSS 2.0 document for a section's posts, newest first as given; every value escaped. */
export function buildRssFeed(channel: FeedChannel, articles: readonly BlogPostPreview[]): string {
  const items = articles.map((article) => {
    const link = absolute(article.Url, channel.origin);
    const categories = article.Categories.map((category) => `      <category>${escapeXml(category)}</category>`).join('\n');
    return [
      '    <item>',
      `      <title>${escapeXml(article.Title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="false">${escapeXml(article.EntryID)}</guid>`,
      `      <pubDate>${new Date(article.PublishedDate).toUTCString()}</pubDate>`,
      `      <description>${escapeXml(article.Description)}</description>`,
      categories,
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  const newest = articles[0] ? new Date(articles[0].PublishedDate).toUTCString() : undefined;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(channel.link)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    '    <language>en-us</language>',
    `    <atom:link href="${escapeXml(channel.selfLink)}" rel="self" type="application/rss+xml"/>`,
    newest ? `    <lastBuildDate>${newest}</lastBuildDate>` : '',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter((line, index, lines) => line !== '' || index === lines.length - 1)
    .join('\n');
}
