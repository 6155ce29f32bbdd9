import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fixture, renderFixture } from '@/tests/support/render-fixture';
import { paragraphs } from '@/lib/text/richtext';
import { Faq } from './Faq';

const question = 'Will a claim raise my premium?';
const faq = (parameters: Record<string, unknown>) =>
  fixture('faq', { question, answer: paragraphs('A single claim rarely changes your rate.'), ...parameters });

describe('FAQ accordion item', () => {
  it.each([
    [undefined, 3],
    ['h2', 2],
    ['H4', 4],
  ])('renders the question as a heading for questionType %s (h3 by default)', (questionType, level) => {
    renderFixture(faq({ questionType }));
    expect(screen.getByRole('heading', { level, name: question })).toBeInTheDocument();
  });

  it('renders the question in a div, not a heading, when questionType names no heading level', () => {
    renderFixture(faq({ questionType: 'div' }));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText(question).tagName).toBe('DIV');
  });

  it('starts collapsed with the answer server-rendered but hidden, and toggles on click', async () => {
    const user = userEvent.setup();
    renderFixture(faq({}));
    const answer = screen.getByText('A single claim rarely changes your rate.');
    expect(answer).not.toBeVisible();

    await user.click(screen.getByText(question));
    expect(answer).toBeVisible();

    await user.click(screen.getByText(question));
    expect(answer).not.toBeVisible();
  });

  it('renders nothing without a question', () => {
    const { container } = renderFixture(fixture('faq', { answer: paragraphs('Orphan answer') }));
    expect(container).toBeEmptyDOMElement();
  });

  it('takes plain props: any answer markup, inside an accordion of its own when nested', () => {
    const { container } = render(<Faq question="Why?" questionLevel="h2" answer={<em>Because.</em>} nested />);
    expect(container.querySelector('.accordion > details')).toContainElement(screen.getByText('Because.'));
  });
});
