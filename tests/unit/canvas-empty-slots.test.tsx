import { render } from '@testing-library/react';
import type { ComponentInstance, RootComponentInstance } from '@uniformdev/canvas';
import { renderComponent } from '@/components/rendering/Composition/renderComponent';
import { testContext } from '../support/render-fixture';

/** An empty slot in the canvas: a drop target with height in the editor, nothing with visual editing off. */
const page: RootComponentInstance = {
  _id: 'page-1',
  _name: 'Fixture page',
  type: 'page',
  parameters: {},
  slots: { content: [] },
};

function renderEditing(visualEditing: boolean, component: ComponentInstance = page, editing = true) {
  const context = testContext({ preview: true, editing, visualEditing });
  return render(<>{renderComponent(component, context)}</>).container;
}

/** A component whose links are a slot of `navigationLink` components, with that slot empty. */
const intro: ComponentInstance = {
  _id: 'intro-1',
  type: 'pageIntro',
  parameters: { heading: { type: 'text', value: 'Welcome' } },
  slots: { links: [] },
};

describe('empty slots in the canvas', () => {
  it('hold a placeholder with a drop target of its own height in the editor', () => {
    const container = renderEditing(true);
    const placeholder = container.querySelector('script[data-is-placeholder="true"]');
    expect(placeholder?.getAttribute('data-slot-name')).toBe('content');
    expect((placeholder?.nextElementSibling as HTMLElement | null)?.style.minHeight).toBe('4rem');
  });

  it('hold nothing when the canvas’ preview toggle turns visual editing off', () => {
    expect(renderEditing(false).querySelector('[data-is-placeholder]')).toBeNull();
  });
});

describe('empty link slots in the canvas', () => {
  it('hold the same placeholder and drop target as a component slot, with a width of its own', () => {
    const container = renderEditing(true, intro);
    const placeholder = container.querySelector('script[data-is-placeholder="true"]');
    expect(placeholder?.getAttribute('data-slot-name')).toBe('links');
    expect(placeholder?.getAttribute('data-parent-id')).toBe('intro-1');
    expect(placeholder?.getAttribute('data-component-id')).toMatch(/links/);
    const target = placeholder?.nextElementSibling as HTMLElement | null;
    expect(target?.style.minHeight).toBe('4rem');
    expect(target?.style.minWidth).toBe('8rem');
    // A drop target, not a link to nowhere.
    expect(target?.closest('a')).toBeNull();
  });

  it('hold nothing outside the canvas or with its visual editing off', () => {
    expect(renderEditing(false, intro).querySelector('[data-is-placeholder], [data-empty-slot]')).toBeNull();
    const outside = renderEditing(true, intro, false);
    expect(outside.querySelector('[data-is-placeholder], [data-empty-slot], a')).toBeNull();
  });
});
