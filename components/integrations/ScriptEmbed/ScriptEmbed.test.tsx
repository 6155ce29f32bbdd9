import { screen } from '@testing-library/react';
import { fixture, renderFixture } from '@/tests/support/render-fixture';
import { paragraphs } from '@/lib/text/richtext';
import { allowedScriptHosts, allowedScriptUrl, embedDataAttributes } from '@/lib/widgets/script-embed';

describe('script embed allow-list', () => {
  it.each([
    ['/embeds/office-hours.js', [], '/embeds/office-hours.js'],
    ['https://forms.example.com/embed.js', ['forms.example.com'], 'https://forms.example.com/embed.js'],
    ['https://FORMS.example.com/embed.js', ['forms.example.com'], 'https://forms.example.com/embed.js'],
    ['https://evil.example.net/embed.js', ['forms.example.com'], undefined],
    ['http://forms.example.com/embed.js', ['forms.example.com'], undefined],
    ['https://user:pass@forms.example.com/embed.js', ['forms.example.com'], undefined],
    ['//evil.example.net/x.js', [], undefined],
    ['/embeds/../secrets.js', [], undefined],
    ['javascript:alert(1)', [], undefined],
    ['<script>alert(1)</script>', [], undefined],
    ['/embeds/page.html', [], undefined],
    [undefined, [], undefined],
  ])('%s with hosts %j → %s', (url, hosts, expected) => {
    expect(allowedScriptUrl(url, hosts)).toBe(expected);
  });

  it('reads SCRIPT_EMBED_HOSTS as a comma-separated list', () => {
    expect(allowedScriptHosts(' forms.example.com, ,Widgets.Example.org ')).toEqual([
      'forms.example.com',
      'widgets.example.org',
    ]);
    expect(allowedScriptHosts('')).toEqual([]);
  });

  it('passes only string values with plain keys as data attributes', () => {
    expect(
      embedDataAttributes({ embed: 'office-hours', openLabel: 'Open now', count: 3, 'on-click': 'x', 'bad"key': 'y' }),
    ).toEqual({ 'data-embed': 'office-hours', 'data-open-label': 'Open now' });
    expect(embedDataAttributes(['x'])).toEqual({});
  });
});

describe('script embed widget', () => {
  it('renders its container with data attributes, the fallback content and one async script', () => {
    const { container } = renderFixture(
      fixture('scriptEmbed', {
        title: 'Are we open?',
        scriptUrl: '/embeds/office-hours.js',
        scriptData: { embed: 'office-hours', openLabel: 'Open now', closedLabel: 'Closed now' },
        fallbackContent: paragraphs('Monday to Friday, 7am to 6pm Pacific.'),
      }),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Are we open?' })).toBeInTheDocument();
    const box = container.querySelector('[data-script-embed]')!;
    expect(box).toHaveAttribute('data-embed', 'office-hours');
    expect(box).toHaveAttribute('data-open-label', 'Open now');
    expect(box).toHaveTextContent('Monday to Friday, 7am to 6pm Pacific.');
    const scripts = document.querySelectorAll('script[src="/embeds/office-hours.js"]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute('async');
  });

  it('renders nothing and logs when the script host is not allow-listed', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = renderFixture(
      fixture('scriptEmbed', {
        title: 'Sneaky',
        scriptUrl: 'https://evil.example.net/x.js',
        fallbackContent: paragraphs('Hidden'),
      }),
    );
    expect(container).toBeEmptyDOMElement();
    expect(document.querySelector('script[src*="evil"]')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('evil.example.net'));
    warn.mockRestore();
  });
});

describe('script embed mount node', () => {
  it('gives the script an empty node inside its container to write into', () => {
    const { container } = renderFixture(
      fixture('scriptEmbed', { scriptUrl: '/embeds/office-hours.js', scriptData: { embed: 'office-hours' } }),
    );
    const mount = container.querySelector('[data-script-embed] [data-embed-mount]');
    expect(mount).not.toBeNull();
    expect(mount).toBeEmptyDOMElement();
  });
});
