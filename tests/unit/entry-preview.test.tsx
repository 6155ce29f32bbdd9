// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { prerenderToNodeStream } from 'react-dom/static';
import { PlaygroundPage } from '@/app/_page/PlaygroundPage';
import { ENTRY_CONTENT_TYPES } from '@/app/_page/entry-preview-config';

const PREVIEW = { preview: true, editing: false };
/** A server tree rendered to HTML, async components included. */
async function html(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(<>{node}</>);
  let text = '';
  for await (const chunk of prelude) text += String(chunk);
  return text;
}
const ids = (folder: string) =>
  readdirSync(join(process.cwd(), 'content', folder)).map((file) => file.slice(file.lastIndexOf('_') + 1, -5));

describe('the canvas playground', () => {
  it('every entry content type names where Uniform previews its entries: a page of the project map or a pattern', () => {
    const contentTypes = readdirSync(join(process.cwd(), 'content', 'contentType'));
    const entryTypes = ENTRY_CONTENT_TYPES.map((type) => type.id);
    // Blocks are edited inside their entry; every other content type is listed.
    for (const file of contentTypes) {
      const path = join(process.cwd(), 'content', 'contentType', file);
      const type = JSON.parse(readFileSync(path, 'utf8')) as { id: string; type: string };
      if (type.type !== 'block') expect(entryTypes, type.id).toContain(type.id);
    }
    const targets = { 'project-map': ids('projectMapNode'), pattern: ids('componentPattern') };
    for (const type of ENTRY_CONTENT_TYPES) {
      expect(type.previewConfigurations?.length, type.id).toBeGreaterThan(0);
      for (const configuration of type.previewConfigurations ?? [])
        expect(targets[configuration.type], `${type.id} → ${configuration.id}`).toContain(configuration.id);
    }
  });

  it('previews a glossary term in the page that shows it, as a visitor sees it, not as a list of fields', async () => {
    const page = await html(await PlaygroundPage({ id: '0066212f-26fd-5fdb-bac4-383239d7db31', mode: PREVIEW }));
    expect(page).not.toContain('<dt>title</dt>');
    expect(page).toContain('Endorsement');
    expect(page).toContain('A written change to a policy that adds, removes or alters coverage');
    expect(page).toMatch(/<h1[^>]*>[^<]*<\/h1>/);
  });

  it('is a 404 for an id that names nothing', async () => {
    await expect(PlaygroundPage({ id: 'no-such-id', mode: PREVIEW })).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/);
  });
});
