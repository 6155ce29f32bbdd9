import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ctaFixture, fixture, renderFixture } from '@/tests/support/render-fixture';
import { paragraphs } from '@/lib/text/richtext';

const translations = { 'modal.close': 'Close dialog' };

const modal = fixture('staticModal', {
  name: 'site-visit',
  title: 'What a loss-control visit covers',
  content: paragraphs('A specialist walks your site with you.'),
  ...ctaFixture('cta', 'Request a quote', {
    type: 'projectMapNode',
    nodeId: 'id-contact-us-request-a-quote',
    path: '/contact-us/request-a-quote',
  }),
});

/** A page with a content block whose call to action is a `modal:site-visit` content link, then the modal. */
const page = fixture(
  'page',
  {},
  {
    content: [
      fixture('contentBlock', {
        heading: 'Loss control',
        ...ctaFixture('cta', 'What we look at', 'modal:site-visit'),
      }),
      modal,
    ],
  },
);

afterEach(() => window.history.replaceState(null, '', '/'));

describe('static modal (docs/behaviour.md#links-tokens-and-query-parameters)', () => {
  it('is closed by default: no dialog until something asks for it', () => {
    renderFixture(page);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('A specialist walks your site with you.')).toBeNull();
  });

  it('opens from ?showmodal=NAME (any case), with a titled dialog, its content and call to action', async () => {
    window.history.replaceState(null, '', '/?ShowModal=Site-Visit');
    renderFixture(modal);
    const dialog = await screen.findByRole('dialog', { name: 'What a loss-control visit covers' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(
      within(dialog).getByRole('heading', { level: 2, name: 'What a loss-control visit covers' }),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent('A specialist walks your site with you.');
    expect(within(dialog).getByRole('link', { name: 'Request a quote' })).toHaveAttribute(
      'href',
      '/contact-us/request-a-quote',
    );
  });

  it('ignores ?showmodal naming another modal', () => {
    window.history.replaceState(null, '', '/?showmodal=something-else');
    renderFixture(modal);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens when a modal: content link is clicked and closes with its close icon', async () => {
    const user = userEvent.setup();
    renderFixture(page, { translations });
    const trigger = screen.getByRole('link', { name: 'What we look at' });
    expect(trigger).toHaveAttribute('data-modal', 'site-visit');
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'What a loss-control visit covers' });
    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('renders nothing without a name, since it could never open', () => {
    window.history.replaceState(null, '', '/?showmodal=');
    const { container } = renderFixture(fixture('staticModal', { title: 'Nameless' }));
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
