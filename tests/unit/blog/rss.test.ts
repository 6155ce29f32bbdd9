import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { buildRssFeed } from '@/lib/blog/rss';
import { preview } from './fixtures';

const channel = {
  title: 'Learning Center | Verdance',
  description: 'Guides & checklists',
  link: 'https://www.verdanceinsurance.com/learning-center',
  selfLink: 'https://www.verdanceinsurance.com/learning-center/feed.xml',
  origin: 'https://www.verdanceinsurance.com',
};

describe('buildRssFeed (RSS 2.0)', () => {
  it('is valid XML even when titles hold markup characters', () => {
    const xml = buildRssFeed(channel, [
      preview({
        Title: 'Frost <cloth> & "row covers"',
        Description: "Don't </description><script>",
        Url: '/learning-center/loss-control/frost',
      }),
      preview({ Title: 'Trade news', Url: 'https://example.org/story?a=1&b=2', PublishedDate: '2024-05-02' }),
    ]);
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false }).parse(xml);
    expect(parsed.rss['@_version']).toBe('2.0');
    const items = parsed.rss.channel.item;
    expect(items).toHaveLength(2);
    expect(items[0].title).toBe('Frost <cloth> & "row covers"');
    expect(items[0].description).toBe("Don't </description><script>");
    expect(items[0].link).toBe('https://www.verdanceinsurance.com/learning-center/loss-control/frost');
    expect(items[1].link).toBe('https://example.org/story?a=1&b=2');
    expect(items[1].pubDate).toBe('Thu, 02 May 2024 00:00:00 GMT');
    expect(parsed.rss.channel.description).toBe('Guides & checklists');
  });

  it('is valid with no items', () => {
    expect(XMLValidator.validate(buildRssFeed(channel, []))).toBe(true);
  });

  it('stays valid XML when text holds characters XML forbids or a CDATA end', () => {
    const xml = buildRssFeed({ ...channel, title: 'Bell\u0007 & co' }, [
      preview({ Title: 'Nested ]]> end\u0001', Description: 'Tab\tand\u000Bvertical tab', Categories: ['A\u0002B'] }),
    ]);
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser().parse(xml);
    expect(parsed.rss.channel.title).toBe('Bell & co');
    expect(parsed.rss.channel.item.title).toBe('Nested ]]> end');
    expect(parsed.rss.channel.item.category).toBe('AB');
  });

  it('is the same document on every read: its build date is the newest post, never the time of the request', () => {
    const posts = [preview({ PublishedDate: '2024-05-02' }), preview({ PublishedDate: '2024-04-01' })];
    const first = buildRssFeed(channel, posts);
    expect(new XMLParser().parse(first).rss.channel.lastBuildDate).toBe('Thu, 02 May 2024 00:00:00 GMT');
    expect(buildRssFeed(channel, posts)).toBe(first);
  });

  it('names itself with an atom self link and gives each item its entry id as a guid', () => {
    const parsed = new XMLParser({ ignoreAttributes: false }).parse(
      buildRssFeed(channel, [preview({ EntryID: 'e-42' })]),
    );
    expect(parsed.rss.channel['atom:link']['@_href']).toBe(channel.selfLink);
    expect(parsed.rss.channel['atom:link']['@_rel']).toBe('self');
    expect(parsed.rss.channel.item.guid).toMatchObject({ '#text': 'e-42', '@_isPermaLink': 'false' });
  });
});
