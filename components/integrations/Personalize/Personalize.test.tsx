import { act, render, screen } from '@testing-library/react';
import { Context, type ManifestV2 } from '@uniformdev/context';
import { createLocalSource } from '@/lib/content/local';
import { provideVisitorContext } from '@/lib/integrations/visitor-context';
import { fixture, renderFixture, testSettings } from '@/tests/support/render-fixture';
import { renderComponent } from '@/components/rendering/Composition/renderComponent';
import { createRenderContext } from '@/lib/render/context';

function hero(heading: string, segment?: string) {
  const component = fixture('hero', { heading, headingType: 'h1' });
  if (segment)
    component.parameters!.$pzCrit = {
      type: '$pzCrit',
      value: { crit: [{ l: segment, op: '>', r: 0 }], name: `${segment}Hero` },
    };
  return component;
}

const personalized = () =>
  fixture(
    'page',
    {},
    {
      content: [
        {
          ...fixture('$personalization', { trackingEventName: 'homeHeroBySegment', count: 1 }),
          slots: {
            pz: [hero('For florists', 'florist'), hero('For growers', 'grower'), hero('For every grower and seller')],
          },
        },
      ],
    },
  );

function ctaVariant(title: string, id: string, extra: Record<string, unknown> = {}) {
  const component = fixture('contentBlock', { heading: title, headingType: 'h2' });
  component.parameters!.$tstVrnt = { type: '$tstVrnt', value: { id, ...extra } };
  return component;
}

describe('$personalization and $test', () => {
  it('renders only the default variant before the visitor context decides, as a band of the page', () => {
    const { container } = renderFixture(personalized());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('For every grower and seller');
    expect(screen.queryByText('For florists')).not.toBeInTheDocument();
    expect(container.querySelectorAll('h1')).toHaveLength(1);
  });

  it('renders the control variant of a test first', () => {
    renderFixture(
      fixture(
        'page',
        {},
        {
          content: [
            {
              ...fixture('$test', { test: 'homeQuoteCta' }),
              slots: { test: [ctaVariant('Variant B', 'b'), ctaVariant('Control', 'a', { control: true })] },
            },
          ],
        },
      ),
    );
    expect(screen.getByRole('heading', { name: 'Control' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Variant B' })).not.toBeInTheDocument();
  });

  it('swaps in the variant the visitor context picks for ?segment=florist', async () => {
    renderFixture(personalized());
    const manifest: ManifestV2 = await createLocalSource().getContextManifest();
    const context = new Context({ manifest, defaultConsent: false });
    await act(async () => {
      provideVisitorContext(context);
      await context.update({ url: new URL('https://www.verdanceinsurance.com/?segment=florist') });
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('For florists');
    expect(screen.queryByText('For every grower and seller')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('ufvisitor')).toBeNull();
  });

  it('assigns the test variant by its distribution', async () => {
    renderFixture(
      fixture(
        'page',
        {},
        {
          content: [
            {
              ...fixture('$test', { test: 'homeQuoteCta' }),
              slots: {
                test: [
                  ctaVariant('Control', 'a', { control: true, testDistribution: 0.0001 }),
                  ctaVariant('Variant B', 'b'),
                ],
              },
            },
          ],
        },
      ),
    );
    await act(async () => undefined);
    expect(screen.getByRole('heading', { name: 'Variant B' })).toBeInTheDocument();
  });

  it('wraps components in Uniform editor markers only in editing mode', () => {
    const composition = fixture(
      'page',
      {},
      { content: [fixture('contentBlock', { heading: 'Edit me', headingType: 'h2' })] },
    );
    const base = { settings: testSettings, pages: [], translations: {}, path: '/' };
    const plain = render(<>{renderComponent(composition, createRenderContext(base))}</>);
    expect(plain.container.querySelectorAll('script[data-role]')).toHaveLength(0);
    plain.unmount();
    const edited = render(<>{renderComponent(composition, createRenderContext({ ...base, editing: true }))}</>);
    const starts = edited.container.querySelectorAll('script[data-role="uniform-component-start"]');
    expect(starts).toHaveLength(2);
    expect(edited.container.querySelectorAll('script[data-role="uniform-component-end"]')).toHaveLength(2);
    const child = starts[1] as HTMLElement;
    expect(child.dataset).toMatchObject({
      componentName: 'contentBlock',
      parentType: 'page',
      slotName: 'content',
      componentIndex: '0',
      totalComponents: '1',
    });
  });
});

describe('decided by the server, kept by the browser', () => {
  const decidedPage = () => {
    const composition = personalized();
    const [pz] = composition.slots!.content!;
    const base = { settings: testSettings, pages: [], translations: {}, path: '/' };
    const florist = pz!.slots!.pz![0]!;
    const decisions = new Map([
      [pz!, [{ kind: 'pz' as const, shown: [florist.parameters!.$pzCrit ? 'floristHero' : ''] }]],
    ]);
    return render(<>{renderComponent(composition, { ...createRenderContext(base), decisions })}</>);
  };

  it('renders the variant the server chose before any Context exists', () => {
    decidedPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('For florists');
  });

  it('runs again when the quirks change, not only the scores', async () => {
    const manifest: ManifestV2 = await createLocalSource().getContextManifest();
    const composition = fixture(
      'page',
      {},
      {
        content: [
          {
            ...fixture('$personalization', { trackingEventName: 'byCountry', count: 1 }),
            slots: {
              pz: [
                (() => {
                  const component = hero('For Canada');
                  component.parameters!.$pzCrit = {
                    type: '$pzCrit',
                    value: { crit: [{ t: 'q', l: 'country', op: '=', r: 'CA' }], name: 'canada' },
                  };
                  return component;
                })(),
                hero('For everyone'),
              ],
            },
          },
        ],
      },
    );
    const context = new Context({ manifest, defaultConsent: false });
    provideVisitorContext(context);
    renderFixture(composition);
    await act(async () => undefined);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('For everyone');
    await act(async () => {
      await context.update({ quirks: { country: 'CA' } });
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('For Canada');
  });

  it('scores a shown component’s enrichment tags in the Context', async () => {
    const tagged = fixture('contentBlock', { heading: 'About orchids', headingType: 'h2' });
    tagged.parameters!.$enr = { type: '$enr', value: [{ cat: 'crop', key: 'orchids', str: 25 }] };
    const manifest: ManifestV2 = await createLocalSource().getContextManifest();
    manifest.project.pz = { ...manifest.project.pz, enr: { crop: { cap: 100 } } };
    const context = new Context({ manifest, defaultConsent: false });
    provideVisitorContext(context);
    renderFixture(fixture('page', {}, { content: [tagged] }));
    await act(async () => undefined);
    expect(context.scores).toMatchObject({ crop_orchids: 25 });
  });
});
