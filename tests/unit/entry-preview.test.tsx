// @vitest-environment node
import { renderToStaticMarkup } from 'react-dom/server';
import { PlaygroundPage } from '@/app/_page/PlaygroundPage';

const PREVIEW = { preview: true, editing: false };

describe('the canvas playground', () => {
  it('frames an entry without a page of its own (a glossary term) with its name and fields', async () => {
    const html = renderToStaticMarkup(
      await PlaygroundPage({ id: '0066212f-26fd-5fdb-bac4-383239d7db31', mode: PREVIEW }),
    );
    expect(html).toContain('<h1 id="entry-preview-title">Endorsement</h1>');
    expect(html).toContain('<dt>title</dt>');
  });

  it('is a 404 for an id that names nothing', async () => {
    await expect(PlaygroundPage({ id: 'no-such-id', mode: PREVIEW })).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/);
  });
});
