import { isValidElement, type ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { CmsLink } from './CmsLink';

const propsOf = (node: ReturnType<typeof CmsLink>) =>
  isValidElement(node) ? (node as ReactElement<object>).props : {};
const undefinedProps = (props: object) =>
  Object.entries(props)
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);

describe('CmsLink', () => {
  // An undefined prop still costs its name and "$undefined" in the page's RSC payload, on every link of every page.
  it.each([
    ['internal', { href: '/about', kind: 'internal' as const }],
    ['external', { href: 'https://example.com/', kind: 'external' as const }],
    ['modal', { href: '#site-visit', kind: 'modal' as const, modalName: 'site-visit' }],
  ])('passes no undefined prop to an %s link', (_kind, link) => {
    expect(undefinedProps(propsOf(CmsLink({ link, children: 'About us' })))).toEqual([]);
  });

  it('still passes the props that are set', () => {
    render(
      <CmsLink
        link={{ href: 'https://example.com/', kind: 'external', target: '_blank', rel: 'noopener noreferrer' }}
        ariaLabel="Example, opens in a new tab"
        className="btn"
        current
      >
        Example
      </CmsLink>,
    );
    const anchor = screen.getByRole('link', { name: 'Example, opens in a new tab' });
    expect(anchor).toHaveAttribute('target', '_blank');
    expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');
    expect(anchor).toHaveAttribute('aria-current', 'page');
    expect(anchor).toHaveClass('btn');
  });
});
