import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fixture, renderFixture } from '@/tests/support/render-fixture';
import { paragraphs } from '@/lib/text/richtext';

const translations = { 'video.play': 'Play video' };

describe('video', () => {
  it('shows a poster button first and loads the do-not-track Vimeo player only when asked', async () => {
    renderFixture(
      fixture('video', {
        title: 'Touring a sod farm',
        description: paragraphs('Twelve minutes with a grower.'),
        vimeoVideoId: '76979871',
      }),
      { translations },
    );
    expect(document.querySelector('iframe')).toBeNull();
    const play = screen.getByRole('button', { name: 'Play video: Touring a sod farm' });
    await userEvent.click(play);
    const player = screen.getByTitle('Touring a sod farm');
    expect(player.tagName).toBe('IFRAME');
    const src = new URL(player.getAttribute('src')!);
    expect(src.origin + src.pathname).toBe('https://player.vimeo.com/video/76979871');
    expect(src.searchParams.get('dnt')).toBe('1');
    expect(player).toHaveFocus();
  });

  it('places the video right of the text with videoAlignment right, and alone with embedOnly', () => {
    const { container } = renderFixture(fixture('video', { title: 'T', vimeoVideoId: '1', videoAlignment: 'right' }), {
      translations,
    });
    expect(container.querySelector('.row')).toHaveClass('flex-lg-row-reverse');
    expect(screen.getByRole('heading', { level: 2, name: 'T' })).toBeInTheDocument();
    const embed = renderFixture(fixture('video', { title: 'Only', vimeoVideoId: '2', columnOptions: 'embedOnly' }), {
      translations,
    });
    expect(embed.container.querySelector('[data-alignment="center"]')).not.toBeNull();
    expect(embed.container.querySelector('h2')).toBeNull();
  });

  it('renders nothing for an id that is not a Vimeo number', () => {
    const { container } = renderFixture(fixture('video', { title: 'T', vimeoVideoId: '"><script>alert(1)</script>' }), {
      translations,
    });
    expect(container).toBeEmptyDOMElement();
  });
});
