import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fixture, renderFixture } from '@/tests/support/render-fixture';
import { paragraphs } from '@/lib/richtext';

const faq = (parameters: Record<string, unknown>) =>
  fixture('faq', { question: 'Will a claim raise my premium?', answer: paragraphs('A single claim rarely changes your rate.'), ...parameters });

describe('FAQ accordion item', () => {
  it.each([
    [undefined, 3],
    ['h2', 2],
    ['H4', 4],
  ])('renders the question as a heading for questionType %s (h3 by default)', (questionType, level) => {
    renderFixture(faq({ questionType }));
    expect(screen.getByRole('heading', { level, name: 'Will a claim raise my premium?' })).toBeInTheDocument();
  });

  it('renders the question in a div, not a heading, when questionType names no heading level', () => {
    renderFixture(faq({ questionType: 'div' }));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('button', { name: 'Will a claim raise my premium?' }).parentElement?.tagName).toBe('DIV');
  });

  it('starts collapsed with the answer server-rendered but hidden, and toggles on click', async () => {
    const user = userEvent.setup();
    renderFixture(faq({}));
    const button = screen.getByRole('button', { name: 'Will a claim raise my premium?' });
    const answer = screen.getByText('A single claim rarely changes your rate.');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();
    expect(screen.queryByRole('region')).toBeNull();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'Will a claim raise my premium?' });
    expect(button).toHaveAttribute('aria-controls', region.id);
    expect(region).toContainElement(answer);
    expect(answer).toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();
  });

  it('opens with the keyboard', async () => {
    const user = userEvent.setup();
    renderFixture(faq({}));
    const button = screen.getByRole('button', { name: 'Will a claim raise my premium?' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('renders nothing without a question', () => {
    const { container } = renderFixture(fixture('faq', { answer: paragraphs('Orphan answer') }));
    expect(container).toBeEmptyDOMElement();
  });
});
