import { render } from '@testing-library/react';
import type { ComponentInstance } from '@uniformdev/canvas';
import { headingFields, textNode } from '@/components/shared/widget-fields';
import { editableTree } from '@/lib/editing/editable';
import { testContext } from '../support/render-fixture';

/**
 * Whether a text carries the canvas' editing attributes is decided by the render (its context's `editing` flag), not
 * by which object a widget holds: a widget that copies its component keeps editing, a published render never has it.
 */
const heading: ComponentInstance = {
  _id: 'block-1',
  type: 'contentBlock',
  parameters: { heading: { type: 'text', value: 'Grown with care' } },
};

const editingContext = { ...testContext(), editing: true };

test('a copy of an editable component a widget made still renders the editing attributes', () => {
  const copy = { ...editableTree(heading) };
  const { container } = render(<h2>{textNode(copy, 'heading', editingContext)}</h2>);
  const text = container.querySelector('[data-uniform-parameter-id="heading"]');
  expect(text?.getAttribute('data-uniform-component-id')).toBe('block-1');
  expect(text?.textContent).toBe('Grown with care');
});

test('a component never marked renders its attributes in an editing render, and none outside one', () => {
  const editing = render(<h2>{headingFields(heading, editingContext, 'h2').heading}</h2>);
  expect(editing.container.querySelector('[data-uniform-parameter-id="heading"]')).not.toBeNull();
  const published = render(<h2>{textNode(editableTree(heading), 'heading', testContext())}</h2>);
  expect(published.container.innerHTML).toBe('<h2>Grown with care</h2>');
});
