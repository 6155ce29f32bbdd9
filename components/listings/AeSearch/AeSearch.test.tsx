import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fixture, testContext } from '@/tests/support/render-fixture';
import { AeSearchWidget } from './AeSearchWidget';

// Entry ids in content/entry (type accountExecutive).
const DIEGO = '3c868436-f9da-5ba7-a8cb-fa1d726851b5'; // CA, NV, HI
const PRIYA = '0ebb64b6-aaf0-5810-8b32-885e22acf807'; // AZ, NM, UT, CO, NV

const translations = {
  'aeSearch.state-label': 'State',
  'aeSearch.processing': 'Searching…',
  'aeSearch.results-heading': 'Account executives for your state',
  'aeSearch.results-count': '{count} account executives cover {state}.',
  'aeSearch.no-results': 'No account executive covers that state yet.',
  'select.no-options': 'No options',
  'aeSearch.zip-invalid': 'That ZIP code names no state.',
};

const parameters = {
  title: 'Find your account executive',
  titleType: 'h2',
  aeSearchDropdown: ['aeSearch.states-1', 'aeSearch.states-2', 'aeSearch.states-3', 'aeSearch.states-4'],
  aeSearchPlaceholder: 'Select...',
  goButton: 'Go',
  helperText: 'Choose the state where your business operates.',
  accountExecs: [DIEGO, PRIYA],
  stateRequired: 'Please choose a state first.\nEvery state has an account executive.',
};

/** AeSearchWidget reads entries and translations asynchronously: awaited like a server component. */
async function renderFinder(overrides: Record<string, unknown> = {}) {
  const element = await AeSearchWidget({
    component: fixture('aeSearch', { ...parameters, ...overrides }),
    context: testContext({ translations }),
    renderSlot: () => [],
    nested: false,
  });
  const view = render(<>{element}</>);
  return { user: userEvent.setup(), ...view };
}

async function chooseState(user: ReturnType<typeof userEvent.setup>, name: string) {
  const input = await screen.findByRole('combobox', { name: 'State' });
  await user.type(input, name);
  await user.keyboard('{Enter}');
}

afterEach(() => {
  delete window.dataLayer;
  window.history.replaceState(null, '', '/');
});

describe('territory executive finder (aeSearch)', () => {
  it('shows the title and a height-keeping, hidden placeholder until the react-select island has loaded', async () => {
    const { container } = await renderFinder();
    expect(screen.getByRole('heading', { level: 2, name: 'Find your account executive' })).toBeInTheDocument();
    expect(container.querySelector('[data-ae-finder]')).toBeNull();
    expect(container.querySelector('section > .container > [aria-hidden="true"]')).not.toBeNull();
    expect(await screen.findByRole('combobox', { name: 'State' })).toBeInTheDocument();
    expect(screen.getByText('Select...')).toBeInTheDocument();
  });

  it('blocks a submit without a state: shows stateRequired line by line, marks the dropdown invalid and focuses it', async () => {
    const { user } = await renderFinder();
    const input = await screen.findByRole('combobox', { name: 'State' });
    expect(screen.getByText('Choose the state where your business operates.')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(/Choose the state where your business operates\./);
    await user.click(screen.getByRole('button', { name: 'Go' }));
    const alert = screen.getByRole('alert');
    expect(input).toHaveAccessibleDescription(
      /Please choose a state first\..*Choose the state where your business operates\./,
    );
    expect(input).toHaveAttribute('aria-errormessage', alert.id);
    expect(alert).toHaveTextContent('Please choose a state first.Every state has an account executive.');
    expect(alert.querySelectorAll('br')).toHaveLength(1);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Account executives for your state' })).toBeNull();
  });

  it('lists the executives covering the chosen state and reports the search to the data layer', async () => {
    const { user } = await renderFinder();
    await chooseState(user, 'Nevada');
    expect(screen.queryByText('Choose the state where your business operates.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Go' }));

    expect(
      await screen.findByRole('heading', { level: 3, name: 'Account executives for your state' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 account executives cover Nevada.')).toBeInTheDocument();
    const cards = screen.getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 4 }).textContent)).toEqual([
      'Diego Castañeda',
      'Priya Raman',
    ]);
    expect(within(cards[0]!).getByRole('link', { name: 'Contact Diego' })).toHaveAttribute(
      'href',
      '/contact-us/diego-castaneda',
    );
    expect(within(cards[0]!).getByRole('img')).toHaveAccessibleName();
    expect(window.dataLayer).toContainEqual({ event: 'TerritoryExecSearch', State: 'Nevada', NumberOfResults: 2 });
    expect(screen.getByRole('button', { name: 'Go' })).toBeEnabled();
  });

  it('says so when no chosen executive covers the state', async () => {
    const { user } = await renderFinder();
    await chooseState(user, 'Texas');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('No account executive covers that state yet.')).toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    await waitFor(() =>
      expect(window.dataLayer).toContainEqual({ event: 'TerritoryExecSearch', State: 'Texas', NumberOfResults: 0 }),
    );
  });

  it('offers the states combined from every translation snippet, and “No options” when none match', async () => {
    const { user } = await renderFinder();
    const input = await screen.findByRole('combobox', { name: 'State' });
    await user.type(input, 'Wyo');
    expect(screen.getByRole('option', { name: 'Wyoming' })).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'Atlantis');
    expect(screen.getByText('No options')).toBeInTheDocument();
  });

  it.each(['?zip=89501', '?ZipCode=89501-0001'])('%s selects Nevada and runs the search on arrival', async (query) => {
    window.history.replaceState(null, '', `/contact-us/agent-search${query}`);
    await renderFinder();
    expect(await screen.findByText('2 account executives cover Nevada.')).toBeInTheDocument();
    expect(screen.getByText('Nevada')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(window.dataLayer).toContainEqual({ event: 'TerritoryExecSearch', State: 'Nevada', NumberOfResults: 2 });
  });

  it.each(['?zip=00601', '?zipcode=1234', '?zip=<b>x</b>'])(
    '%s shows the invalid ZIP message until a state is chosen',
    async (query) => {
      window.history.replaceState(null, '', `/contact-us/agent-search${query}`);
      const { user } = await renderFinder();
      const input = await screen.findByRole('combobox', { name: 'State' });
      expect(screen.getByRole('alert')).toHaveTextContent('That ZIP code names no state.');
      expect(input).toHaveAccessibleDescription(/That ZIP code names no state\./);
      expect(screen.queryByRole('heading', { name: 'Account executives for your state' })).toBeNull();
      await chooseState(user, 'Texas');
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );
});
