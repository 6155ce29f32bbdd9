import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareDropdown } from './ShareDropdown.client';

const items = [
  {
    id: 'facebook',
    label: 'Share on Facebook',
    href: 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.verdanceinsurance.com%2Flearning-center%2Fa',
  },
  {
    id: 'linkedin',
    label: 'Share on LinkedIn',
    href: 'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fwww.verdanceinsurance.com%2Flearning-center%2Fa',
  },
  { id: 'copy', label: 'Copy link' },
];

function setup() {
  const user = userEvent.setup();
  render(
    <>
      <ShareDropdown label="Share" items={items} copiedText="Link copied" newTabText="(opens in a new tab)" />
      <button type="button">Elsewhere</button>
    </>,
  );
  return { user, toggle: screen.getByRole('button', { name: 'Share' }) };
}

describe('share dropdown (docs/behaviour.md#interactive-widgets)', () => {
  it('toggles open and closed', async () => {
    const { user, toggle } = setup();
    expect(screen.queryByRole('link', { name: /Facebook/ })).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /Share on Facebook/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Share on Facebook/ })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /Share on Facebook/ }).getAttribute('href')).toContain(
      encodeURIComponent('https://www.verdanceinsurance.com/learning-center/a'),
    );
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on ArrowDown at the first item, arrows move focus, Escape closes back to the toggle', async () => {
    const { user, toggle } = setup();
    toggle.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('link', { name: /Facebook/ })).toHaveFocus());
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: /LinkedIn/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Copy link' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: /LinkedIn/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes on an outside click and when Tab moves focus away', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes after a choice', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: /LinkedIn/ }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('copies the page address for an item without a url and announces it', async () => {
    const { user, toggle } = setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
