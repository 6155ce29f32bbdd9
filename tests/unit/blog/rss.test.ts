import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { buildRssFeed, escapeXml } from '@/lib/blog/rss';
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
      preview({ Title: 'Frost <cloth> & "row covers"', Description: "Don't </description><script>", Url: '/learning-center/loss-control/frost' }),
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

  it.each([
    ['a & b', 'a &amp; b'],
    ['<tag attr="x">', '&lt;tag attr=&quot;x&quot;&gt;'],
    ["it's", 'it&apos;s'],
    ['bell\u0007', 'bell'],
  ])('escapes %j', (input, expected) => {
    expect(escapeXml(input)).toBe(expected);
  });
});
