import { sectionFeedResponse } from '@/lib/blog/feed';

/** RSS 2.0 feed of the news section, built once at build time. */
export const dynamic = 'force-static';

export function GET() {
  return sectionFeedResponse('news');
}
