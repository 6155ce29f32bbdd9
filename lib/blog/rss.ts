import { Feed } from 'feed';
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

// `feed` escapes markup characters but passes on the control characters XML 1.0 forbids; CMS text may hold them.
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const xmlText = (value: string) => value.replace(INVALID_XML_CHARS, '');

/** An RSS 2.0 document (the `feed` package) for a section's posts, newest first as given. */
export function buildRssFeed(channel: FeedChannel, articles: readonly BlogPostPreview[]): string {
  const newest = articles[0] ? new Date(articles[0].PublishedDate) : undefined;
  const feed = new Feed({
    id: channel.link,
    title: xmlText(channel.title),
    description: xmlText(channel.description),
    link: channel.link,
    feedLinks: { rss: channel.selfLink },
    language: 'en-us',
    // Without a date the package writes the time of the request, so an unchanged feed would differ on each read.
    updated: newest ?? new Date(0),
    generator: false,
  });
  for (const article of articles) {
    feed.addItem({
      title: xmlText(article.Title),
      link: new URL(article.Url, channel.origin).toString(),
      guid: article.EntryID,
      date: new Date(article.PublishedDate),
      description: xmlText(article.Description),
      category: article.Categories.map((category) => ({ name: xmlText(category) })),
    });
  }
  return feed.rss2();
}
