import { render } from '@testing-library/react';
import type { RootComponentInstance } from '@uniformdev/canvas';
import { renderComponent } from '@/components/Composition/renderComponent';
import { testContext } from '../support/render-fixture';

/** An empty slot in the canvas: a drop target with height in the editor, nothing with visual editing off. */
const page: RootComponentInstance = {
  _id: 'page-1',
  _name: 'Fixture page',
  type: 'page',
  parameters: {},
  slots: { content: [] },
};

function renderEditing(visualEditing: boolean) {
  const context = testContext({ preview: true, editing: true, visualEditing });
  return render(<>{renderComponent(page, context)}</>).container;
}

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
