import { act, render } from '@testing-library/react';
import {
  CANVAS_CONTEXTUAL_EDITING_PARAM,
  createCanvasChannel,
  generateComponentPlaceholderId,
  IN_CONTEXT_EDITOR_EMBED_SCRIPT_ID,
  IN_CONTEXT_EDITOR_QUERY_STRING_PARAM,
  isComponentPlaceholderId,
  parseComponentPlaceholderId,
  PLACEHOLDER_ID,
  type ComponentInstance,
  type ComponentInstanceContextualEditing,
  type ComponentParameterContextualEditing,
  type RootComponentInstance,
} from '@uniformdev/canvas';
import {
  UniformComposition,
  UniformRichText,
  UniformSlot,
  UniformText,
  type ComponentProps,
} from '@uniformdev/canvas-react';
import type { ComponentType } from 'react';
import { renderComponent } from '@/components/rendering/Composition/renderComponent';
import { editableTree, parameterPlaceholder } from '@/lib/editing/editable';
import { paragraphs } from '@/lib/text/richtext';
import { testContext } from '../support/render-fixture';

/**
 * Our renderer in editing mode against @uniformdev/canvas-react in contextual editing mode (opened by the canvas,
 * composition sent over the canvas channel): the same component markers and parameter attributes, so drift from
 * the SDK fails here.
 */
const param = (type: string, value: unknown) => ({ type, value });
/** What the API sends in draft and editor state: the text parameters the canvas may edit in place. */
const editableParameters = (...ids: string[]) => ({
  [CANVAS_CONTEXTUAL_EDITING_PARAM]: param('contextualEditing', { editableParameters: ids }),
});
const composition: RootComponentInstance = {
  _id: 'page-1',
  _name: 'Fixture page',
  type: 'page',
  parameters: { title: param('text', 'Fixture page'), ...editableParameters('title') },
  slots: {
    content: [
      {
        _id: 'columns-1',
        type: 'doubleContentBlockSection',
        parameters: {},
        slots: {
          firstColumn: [
            {
              _id: 'block-1',
              type: 'contentBlock',
              parameters: {
                heading: param('text', 'Grown with care'),
                headingType: param('select', 'h2'),
                content: param('richText', paragraphs('Cover for every greenhouse.')),
                cta: param('link', { type: 'url', path: '/claims' }),
                ctaLabel: param('text', 'File a claim'),
                ...editableParameters('heading', 'ctaLabel'),
              },
            },
          ],
          secondColumn: [],
        },
      },
      {
        _id: 'intro-1',
        type: 'pageIntro',
        parameters: { heading: param('text', 'Start here'), ...editableParameters('heading') },
        slots: {
          links: [
            {
              _id: 'link-1',
              type: 'navigationLink',
              parameters: {
                label: param('text', 'Request a quote'),
                link: param('link', { type: 'url', path: '/contact-us/request-a-quote' }),
                ...editableParameters('label'),
              },
            },
          ],
        },
      },
      {
        _id: 'quote-1',
        type: 'quote',
        parameters: {
          quote: param('text', 'They understood our nursery.\nEvery season.'),
          quoteSource: param('text', ''),
          location: param('text', 'Portland, OR'),
          locale: param('text', 'en-US'),
          ...editableParameters('quote', 'location'),
        },
      },
    ],
  },
};

/** SDK renderers reading the same parameters and slots as our widgets. */
const sdkRenderers: Record<string, ComponentType<ComponentProps>> = {
  page: () => <UniformSlot name="content" />,
  doubleContentBlockSection: () => (
    <div>
      <UniformSlot name="firstColumn" />
      <UniformSlot name="secondColumn" />
    </div>
  ),
  contentBlock: ({ component }) => (
    <section>
      <UniformText as="h2" parameterId="heading" />
      <UniformRichText parameterId="content" />
      <a href={(component.parameters?.cta?.value as { path: string }).path}>
        <UniformText parameterId="ctaLabel" />
      </a>
    </section>
  ),
  pageIntro: () => (
    <section>
      <UniformText as="h2" parameterId="heading" />
      <UniformSlot name="links" />
    </section>
  ),
  navigationLink: ({ component }) => (
    <a href={(component.parameters?.link?.value as { path: string }).path}>
      <UniformText parameterId="label" />
    </a>
  ),
  quote: () => (
    <figure>
      <UniformText as="p" parameterId="quote" isMultiline />
      <UniformText parameterId="quoteSource" />
      <UniformText parameterId="location" />
    </figure>
  ),
  [PLACEHOLDER_ID]: () => null,
};

/** The editor's copy: its empty slots hold a placeholder component, as the canvas sends them. */
function withEditorPlaceholders(component: ComponentInstance): ComponentInstance {
  const slots = Object.fromEntries(
    Object.entries(component.slots ?? {}).map(([slotId, children]) => [
      slotId,
      children.length
        ? children.map(withEditorPlaceholders)
        : [
            {
              _id: generateComponentPlaceholderId('a1b2c3', undefined, { nodeId: component._id!, slotId }),
              type: PLACEHOLDER_ID,
            },
          ],
    ]),
  );
  return { ...component, slots };
}

/** Placeholder ids are random in the editor: compared by the slot they stand for. */
const stableId = (id: string | null) =>
  isComponentPlaceholderId(id ?? undefined)
    ? `placeholder in ${JSON.stringify(parseComponentPlaceholderId(id!)?.parent)}`
    : id;

function editingAttributes(root: ParentNode) {
  const dataOf = (element: Element) =>
    Object.fromEntries(
      [...element.attributes]
        .filter(({ name }) => name.startsWith('data-') || name === 'contenteditable')
        .map(({ name, value }) => [name, name === 'data-component-id' ? stableId(value) : value])
        .sort(([a], [b]) => String(a).localeCompare(String(b))),
    );
  const parameters = [...root.querySelectorAll('[data-uniform-parameter-id]')].map(dataOf);
  return {
    starts: [...root.querySelectorAll('script[data-role="uniform-component-start"]')].map(dataOf),
    ends: root.querySelectorAll('script[data-role="uniform-component-end"]').length,
    parameters: parameters.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
  };
}

function renderOurs() {
  return render(<>{renderComponent(composition, testContext({ preview: true, editing: true }))}</>).container;
}

async function renderSdk() {
  window.history.replaceState(null, '', `/?${IN_CONTEXT_EDITOR_QUERY_STRING_PARAM}=true`);
  Object.defineProperty(document, 'referrer', { value: 'https://uniform.app/', configurable: true });
  const { container } = render(
    <UniformComposition
      data={composition}
      resolveRenderer={(component) => sdkRenderers[component.type] ?? null}
      contextualEditingDefaultPlaceholder={({ id }) => parameterPlaceholder(id)}
    />,
  );
  // The canvas sends its copy of the composition (editing flags and placeholders included) over the channel.
  const editor = createCanvasChannel({ broadcastTo: [window], listenTo: [] });
  const sent = withEditorPlaceholders(editableTree(composition));
  await act(async () => {
    editor.updateCompositionInternal(sent as RootComponentInstance, undefined, Date.now());
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  return container;
}

describe('contextual editing, held to @uniformdev/canvas-react', () => {
  it('writes the SDK’s component markers and parameter attributes', async () => {
    const sdk = editingAttributes(await renderSdk());
    // page, columns, block, placeholder, intro, link, quote; heading, content, cta label, intro heading, link label,
    // quote (multiline), quoteSource, location.
    expect(sdk.starts).toHaveLength(7);
    expect(sdk.parameters).toHaveLength(8);
    expect(sdk.parameters.filter((attributes) => attributes['data-uniform-is-multiline'] === 'true')).toHaveLength(1);
    expect(document.getElementById(IN_CONTEXT_EDITOR_EMBED_SCRIPT_ID)).not.toBeNull();
    const ours = editingAttributes(renderOurs());
    expect(ours.starts).toEqual(sdk.starts);
    expect(ours.ends).toBe(sdk.ends);
    expect(ours.parameters).toEqual(sdk.parameters);
  });

  it('makes nothing editable that the API does not list in $contextualEditing, as canvas-next-rsc’s page does', () => {
    const unlisted: ComponentInstance = {
      _id: 'quote-2',
      type: 'quote',
      parameters: { quote: param('text', 'Listed nowhere'), location: param('text', 'Salem, OR') },
    };
    const tree = editableTree(unlisted) as ComponentInstanceContextualEditing;
    const flags = Object.values(tree.parameters ?? {}).map(
      (parameter) => (parameter as ComponentParameterContextualEditing)._contextualEditing?.isEditable,
    );
    expect(flags).toEqual([false, false]);
  });

  it('writes nothing for the canvas outside editing mode', () => {
    const { container } = render(<>{renderComponent(composition, testContext())}</>);
    expect(container.innerHTML).not.toMatch(/data-uniform|data-role|data-is-|contenteditable/);
    expect(composition).not.toHaveProperty('_contextualEditing');
  });
});
