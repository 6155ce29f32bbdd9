import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { NativeForm } from '@/components/forms/Forms/NativeForm.client';
import { Confirmation } from '@/components/forms/Forms/Confirmation';
import type { FormLabels, ShownField } from '@/components/forms/Forms/types';
import { DEFAULT_LABELS, FORMS } from '@/lib/forms/definitions';
import type { FormMessages } from '@/lib/forms/rules';
import type { FormState } from '@/lib/forms/actions';

const submitForm = vi.hoisted(() => vi.fn<(previous: FormState, data: FormData) => Promise<FormState>>());
vi.mock('@/lib/forms/actions', () => ({ submitForm }));

const messages: FormMessages = {
  required: 'Required.',
  isRequired: 'is required',
  invalid: 'Please check this value.',
  isInvalid: 'is not valid',
  cannotBeLessThan: 'cannot be less than',
  cannotBeMoreThan: 'cannot be more than',
  stateFirstWord: 'Choose a state.',
  poBoxWarning: 'A P.O. box is not where the business is.',
  zipState: 'This ZIP code is not in the state you chose.',
};
const labels: FormLabels = {
  summaryHeading: 'There is a problem',
  submit: 'Request my quote',
  sending: 'Sending…',
  optional: '(optional)',
  choose: 'Choose…',
  limit: 'Too many requests.',
  refused: 'Refused.',
  unavailable: 'Unavailable.',
  sentHeading: 'Thank you: we have your request',
  referenceLabel: 'Your reference number:',
  sentNext: 'More about what happens next',
  copy: 'Copy reference',
  copied: 'Reference copied',
  nextHeading: 'Next steps',
  nextQuote: 'An account executive calls you within one business day.',
  nextOther: 'We reply within one business day.',
  nextCall: 'Questions before then? Call',
  phone: '1-800-555-0142',
  groups: { business: 'Your business', contact: 'Who we should talk to', cover: 'What you would like covered' },
};
const fields: ShownField[] = FORMS.quote
  .filter((spec) => spec.required)
  .map((spec) => ({
    ...spec,
    label: DEFAULT_LABELS[spec.name] ?? spec.name,
    optionLabels: spec.kind === 'state' ? { OR: 'Oregon', WA: 'Washington' } : undefined,
  }));

function renderQuote() {
  return render(
    <NativeForm
      form="quote"
      fields={fields}
      optional={[]}
      thanksPath="/contact-us/thank-you"
      pagePath="/contact-us/request-a-quote"
      labels={labels}
      messages={messages}
    />,
  );
}

beforeEach(() => submitForm.mockReset());

describe('the quote form: when it speaks', () => {
  it('says nothing while a visitor tabs through empty fields, and no summary box before a submit', async () => {
    const user = userEvent.setup();
    renderQuote();
    await user.click(screen.getByLabelText('Business name'));
    await user.tab();
    await user.tab();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/is required/)).toBeNull();
  });

  it('marks a field the visitor changed and left, beside the field only', async () => {
    const user = userEvent.setup();
    renderQuote();
    await user.type(screen.getByLabelText('E-mail'), 'ana@');
    await user.tab();
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Please check this value.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists every problem after a submit, then takes each away as soon as its field is put right', async () => {
    const user = userEvent.setup();
    renderQuote();
    await user.click(screen.getByRole('button', { name: 'Request my quote' }));
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Business name is required' })).toBeInTheDocument();
    expect(summary).toHaveFocus();
    expect(submitForm).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Business name'), 'Rose and Thorn');
    expect(within(summary).queryByRole('link', { name: 'Business name is required' })).toBeNull();
    expect(within(summary).getByRole('link', { name: 'Last name is required' })).toBeInTheDocument();
  });

  it('asks no date of birth on a business quote', () => {
    renderQuote();
    expect(screen.queryByLabelText(/Date of birth/)).toBeNull();
  });
});

describe('the confirmation', () => {
  it('replaces the sent form with a card: reference, copy, next steps and phone, its heading focused', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    submitForm.mockResolvedValue({ values: {}, issues: {}, reference: 'VQ-ABCD-EFGH' });
    renderQuote();
    const fill = async (label: string, value: string) => user.type(screen.getByLabelText(label), value);
    await user.selectOptions(screen.getByLabelText('Type of business'), 'Florist');
    await fill('Business name', 'Rose and Thorn');
    await user.selectOptions(screen.getByLabelText('State'), 'OR');
    await fill('ZIP code', '97301');
    await fill('First name', 'Ana');
    await fill('Last name', 'Ortega');
    await fill('E-mail', 'ana@example.com');
    await fill('Phone', '(503) 555-0142');
    await fill('What you grow, sell or install', 'Cut flowers');
    await user.click(screen.getByRole('button', { name: 'Request my quote' }));

    const heading = await screen.findByRole('heading', { name: 'Thank you: we have your request' });
    await waitFor(() => expect(heading).toHaveFocus());
    const card = screen.getByRole('region', { name: 'Thank you: we have your request' });
    expect(card).toHaveTextContent('VQ-ABCD-EFGH');
    expect(card).toHaveTextContent('An account executive calls you within one business day.');
    expect(within(card).getByRole('link', { name: '1-800-555-0142' })).toHaveAttribute('href', 'tel:+18005550142');
    await user.click(within(card).getByRole('button', { name: 'Copy reference' }));
    expect(writeText).toHaveBeenCalledWith('VQ-ABCD-EFGH');
    expect(within(card).getByRole('status')).toHaveTextContent('Reference copied');
  });

  it('says the same words without JavaScript (the server HTML), with the heading autofocused and no dead button', () => {
    const props = { reference: 'VQ-ABCD-EFGH', quote: true, labels, thanksPath: '/contact-us/thank-you' };
    const html = renderToString(<Confirmation {...props} />);
    const server = document.createElement('div');
    server.innerHTML = html;
    const { container } = render(<Confirmation {...props} />);
    const words = (element: Element) =>
      element.textContent!.replace(labels.copy, '').replace(labels.copied, '').replace(/\s+/g, ' ').trim();
    expect(words(server)).toBe(words(container));
    expect(server.querySelector('h2')?.hasAttribute('autofocus')).toBe(true);
    expect(server.querySelector('button')).toBeNull();
  });
});
