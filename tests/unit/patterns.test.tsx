import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ComponentInstance } from '@uniformdev/canvas';
import { createLocalSource } from '@/lib/content/local';
import { resolvePatterns } from '@/lib/content/patterns';
import { renderFixture } from '../support/render-fixture';

const HOME = join(process.cwd(), 'content', 'composition', '46ca17fe-6247-5771-be2b-6e31511aca78.json');
const PATTERNS = join(process.cwd(), 'content', 'componentPattern');

function* components(component: ComponentInstance): Generator<ComponentInstance> {
  yield component;
  for (const children of Object.values(component.slots ?? {})) for (const child of children) yield* components(child);
}

describe('component patterns', () => {
  it('the home page holds the “Verdance in numbers” band as a pattern instance, which renders the pattern’s content locally', async () => {
    const patternFiles = readdirSync(PATTERNS);
    expect(patternFiles.length).toBeGreaterThan(0);
    const stored = JSON.parse(readFileSync(HOME, 'utf8')) as { composition: ComponentInstance };
    const instance = [...components(stored.composition)].find((component) => component._pattern);
    expect(instance).toBeDefined();
    expect(instance!.parameters).toBeUndefined();
    expect(patternFiles).toContain(`${instance!._pattern}.json`);

    const route = await createLocalSource().getRoute('/');
    if (route.kind !== 'composition') throw new Error('no home page');
    const band = [...components(route.composition)].find((component) => component._id === instance!._id)!;
    expect(band._pattern).toBe(instance!._pattern);
    const { container } = renderFixture(band);
    expect(container.textContent).toContain('Verdance in numbers');
    expect(container.textContent).toContain('florists, growers and landscapers insured');
  });

  it('resolves patterns inside patterns, keeps the instance’s own id, and leaves an unknown pattern as it is', () => {
    const figure: ComponentInstance = {
      type: 'significantFigure',
      _id: 'figure-pattern',
      parameters: { data: { type: 'text', value: '24/7' } },
    };
    const band: ComponentInstance = {
      type: 'significantFigures',
      _id: 'band-pattern',
      parameters: { heading: { type: 'text', value: 'Always on' } },
      slots: { figures: [{ type: 'significantFigure', _id: 'nested', _pattern: 'figure-pattern' }] },
    };
    const patterns = new Map([
      ['figure-pattern', figure],
      ['band-pattern', band],
    ]);
    const page: ComponentInstance = {
      type: 'page',
      _id: 'page',
      slots: {
        content: [
          { type: 'significantFigures', _id: 'instance', _pattern: 'band-pattern' },
          { type: 'callout', _id: 'missing', _pattern: 'no-such-pattern' },
        ],
      },
    };
    const [resolved, missing] = resolvePatterns(page, patterns).slots!.content!;
    expect(resolved).toMatchObject({ _id: 'instance', _pattern: 'band-pattern', parameters: band.parameters });
    expect(resolved!.slots!.figures![0]).toMatchObject({ _id: 'nested', parameters: figure.parameters });
    expect(missing).toEqual({ type: 'callout', _id: 'missing', _pattern: 'no-such-pattern' });
  });

  it('applies overrides from the top down: the composition’s replace the pattern’s own, parameters key by key', () => {
    const figure: ComponentInstance = {
      type: 'significantFigure',
      _id: 'figure-pattern',
      parameters: { data: { type: 'text', value: '24/7' }, label: { type: 'text', value: 'claims line' } },
    };
    const band: ComponentInstance = {
      type: 'significantFigures',
      _id: 'band-pattern',
      parameters: { heading: { type: 'text', value: 'Always on' } },
      slots: { figures: [{ type: 'significantFigure', _id: 'nested', _pattern: 'figure-pattern' }] },
      _overrides: {
        // The pattern's own override of a component inside it: keyed from the pattern.
        nested: { parameters: { data: { type: 'text', value: 'from the pattern' } } },
      },
    };
    const patterns = new Map([
      ['figure-pattern', figure],
      ['band-pattern', band],
    ]);
    const page = (overrides?: ComponentInstance['_overrides']): ComponentInstance => ({
      type: 'page',
      _id: 'page',
      slots: { content: [{ type: 'significantFigures', _id: 'instance', _pattern: 'band-pattern' }] },
      ...(overrides ? { _overrides: overrides } : {}),
    });

    const [patternOnly] = resolvePatterns(page(), patterns).slots!.content!;
    expect(patternOnly!.slots!.figures![0]!.parameters!.data!.value).toBe('from the pattern');

    const [overridden] = resolvePatterns(
      page({
        instance: { parameters: { heading: { type: 'text', value: 'Open all night' } } },
        // Inside the instance: addressed through it, as Uniform keys it.
        'instance|nested': { parameters: { data: { type: 'text', value: '365' } } },
      }),
      patterns,
    ).slots!.content!;
    expect(overridden!.parameters!.heading!.value).toBe('Open all night');
    const nested = overridden!.slots!.figures![0]!;
    expect(nested.parameters!.data!.value).toBe('365');
    expect(nested.parameters!.label!.value).toBe('claims line');
    expect(band.parameters!.heading!.value).toBe('Always on');
  });
});
