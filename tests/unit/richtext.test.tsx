import { render, screen } from '@testing-library/react';
import { RichText, renderRichText as renderNodes } from '@/components/rendering/RichText/RichText';
import { testContext, testPage } from '../support/render-fixture';

const text = (value: string, format = 0) => ({ type: 'text', text: value, format });
const paragraph = (...children: object[]) => ({ type: 'paragraph', children });
const doc = (...children: object[]) => ({ root: { type: 'root', children } });

function renderRichText(value: unknown) {
  const context = testContext({ pages: [testPage('/claims', { entryID: 'claims-id' })] });
  return render(<RichText>{renderNodes(value, context)}</RichText>);
}

describe('RichText', () => {
  it('renders paragraphs, headings, lists and bold text as elements', () => {
    const { container } = renderRichText(
      doc(
        { type: 'heading', tag: 'h3', children: [text('Coverage')] },
        paragraph(text('Plants are '), text('alive', 1)),
        { type: 'list', listType: 'bullet', children: [{ type: 'listitem', children: [text('One')] }] },
      ),
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Coverage' })).toBeInTheDocument();
    expect(container.querySelector('strong')).toHaveTextContent('alive');
    expect(screen.getByRole('listitem')).toHaveTextContent('One');
  });

  it('removes trailing empty paragraphs (docs/behaviour.md#validation)', () => {
    const { container } = renderRichText(doc(paragraph(text('Kept')), paragraph(), paragraph(text('  '))));
    expect(container.querySelectorAll('p')).toHaveLength(1);
  });

  it('resolves internal links by entry id and sets rel on new-tab and nofollow links', () => {
    renderRichText(
      doc(
        paragraph(
          {
            type: 'link',
            link: { type: 'projectMapNode', nodeId: 'claims-id', path: '/stale' },
            children: [text('claims')],
          },
          {
            type: 'link',
            link: { type: 'url', path: 'https://example.org' },
            target: '_blank',
            noFollow: true,
            children: [text('external')],
          },
          { type: 'link', link: { type: 'url', path: 'modal:newsletter' }, children: [text('sign up')] },
          { type: 'link', link: { type: 'url', path: 'javascript:alert(1)' }, children: [text('unsafe')] },
        ),
      ),
    );
    expect(screen.getByRole('link', { name: 'claims' })).toHaveAttribute('href', '/claims');
    const external = screen.getByRole('link', { name: 'external' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.getByRole('link', { name: 'sign up' })).toHaveAttribute('data-modal', 'newsletter');
    expect(screen.queryByRole('link', { name: 'unsafe' })).toBeNull();
    expect(screen.getByText('unsafe')).toBeInTheDocument();
  });

  it('replaces year tokens and leaves an empty placeholder for the support id', () => {
    const { container } = renderRichText(
      doc(paragraph(text('© [INSERT YEAR HERE], since [INSERT YEAR SPAN HERE]. [SUPPORT_ID_HERE]'))),
    );
    expect(container).toHaveTextContent('© 2026, since 1987–2026.');
    expect(container).not.toHaveTextContent('SUPPORT_ID');
    expect(container.querySelector('[data-support-id]')).toBeEmptyDOMElement();
  });

  it('renders nothing for a value that is not rich text', () => {
    const { container } = renderRichText('<script>alert(1)</script>');
    expect(container).toBeEmptyDOMElement();
  });
});
