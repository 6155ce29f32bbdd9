import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fixture, testContext } from '@/tests/support/render-fixture';
import { GlossaryWidget } from './GlossaryWidget';

// content/entry (type glossaryItem), referenced by entry id (Deductible, Actual cash value) or by slug (Endorsement).
const DEDUCTIBLE = '5653b80e-eb59-5add-88d3-e3191e113811';
const ACTUAL_CASH_VALUE = '5c8113e6-9170-53ef-9187-e46d1f284ed6';
const ENDORSEMENT = 'endorsement';
const translations = {
  'glossary.terms-label': 'Glossary terms',
  'glossary.choose-term': 'Choose a term',
  'glossary.letter-index': 'Terms by letter',
};

// jsdom does not lay out, so it has no scrollIntoView.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
});
afterEach(() => window.history.replaceState(null, '', '/'));

/** GlossaryWidget loads its entries asynchronously, so it is awaited like a server component before rendering. */
async function renderGlossary(parameters: Record<string, unknown>) {
  const element = await GlossaryWidget({
    component: fixture('glossary', parameters),
    context: testContext({ translations }),
    renderSlot: () => [],
    nested: false,
  });
  return { user: userEvent.setup(), ...render(<>{element}</>) };
}

describe('glossary', () => {
  it('shows the title at its heading level and the chosen terms as tabs, in the order given, first one selected', async () => {
    await renderGlossary({
      title: 'Insurance glossary',
      titleType: 'h3',
      items: [DEDUCTIBLE, ACTUAL_CASH_VALUE, ENDORSEMENT],
    });
    expect(screen.getByRole('heading', { level: 3, name: 'Insurance glossary' })).toBeInTheDocument();
    const tablist = screen.getByRole('tablist', { name: 'Insurance glossary' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Deductible', 'Actual cash value', 'Endorsement']);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);

    const panel = screen.getByRole('tabpanel', { name: 'Deductible' });
    expect(tabs[0]).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getByRole('heading', { level: 3, name: 'Deductible' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('The part of a covered loss you pay before the insurance pays.');
    // The other bodies are server-rendered too, only hidden.
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(3);
    expect(screen.getByText(/minus depreciation/)).not.toBeVisible();
  });

  it('selects a term on click and moves with arrow keys, Home and End, wrapping around', async () => {
    const { user } = await renderGlossary({
      title: 'Insurance glossary',
      items: [DEDUCTIBLE, ACTUAL_CASH_VALUE, ENDORSEMENT],
    });
    await user.click(screen.getByRole('tab', { name: 'Actual cash value' }));
    expect(screen.getByRole('tab', { name: 'Actual cash value' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Deductible' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Actual cash value');
    expect(screen.getByText(/minus depreciation/)).toBeVisible();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Endorsement' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Endorsement' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Deductible' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Endorsement' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowUp}');
    expect(screen.getByRole('tab', { name: 'Endorsement' })).toHaveAttribute('aria-selected', 'true');
  });

  it('offers the same terms in a labelled dropdown for small screens, kept in step with the tabs', async () => {
    const { user } = await renderGlossary({ items: [DEDUCTIBLE, ACTUAL_CASH_VALUE] });
    const select = screen.getByRole('combobox', { name: 'Choose a term' });
    expect(select).toHaveDisplayValue('Deductible');
    await user.selectOptions(select, 'Actual cash value');
    expect(screen.getByRole('tab', { name: 'Actual cash value' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Actual cash value');
    // Without a title, the tab list is named by the translation.
    expect(screen.getByRole('tablist')).toHaveAccessibleName('Glossary terms');
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('lists every glossary item when none are chosen', async () => {
    await renderGlossary({ title: 'All terms' });
    expect(screen.getAllByRole('tab')).toHaveLength(28);
    expect(screen.getByRole('heading', { level: 2, name: 'All terms' })).toBeInTheDocument();
  });

  it('links the letters that have terms to their first term (no link for the others) and selects it on click', async () => {
    const { user } = await renderGlossary({ items: [DEDUCTIBLE, ACTUAL_CASH_VALUE, ENDORSEMENT] });
    const index = screen.getByRole('navigation', { name: 'Terms by letter' });
    expect(within(index).getAllByRole('listitem')).toHaveLength(26);
    expect(
      within(index)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['A', 'D', 'E']);
    const e = within(index).getByRole('link', { name: 'E' });
    expect(e).toHaveAttribute('href', '?letter=e#glossary-letter-e');
    expect(document.getElementById('glossary-letter-e')).toHaveTextContent(/^Endorsement/);
    await user.click(e);
    expect(screen.getByRole('tab', { name: 'Endorsement' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Endorsement');
    expect(window.location.search).toBe('?letter=e');
  });

  it.each(['?letter=a', '?SELLETTER=A', '?selLetter=%20a%20'])(
    '%s preselects the letter’s first term',
    async (query) => {
      window.history.replaceState(null, '', `/learn-more${query}`);
      await renderGlossary({ items: [DEDUCTIBLE, ACTUAL_CASH_VALUE, ENDORSEMENT] });
      expect(screen.getByRole('tab', { name: 'Actual cash value' })).toHaveAttribute('aria-selected', 'true');
    },
  );

  it.each(['?letter=ae', '?letter=1', '?letter=z', '?letter=<b>'])('%s falls back to the first term', async (query) => {
    window.history.replaceState(null, '', `/learn-more${query}`);
    await renderGlossary({ items: [DEDUCTIBLE, ACTUAL_CASH_VALUE, ENDORSEMENT] });
    expect(screen.getByRole('tab', { name: 'Deductible' })).toHaveAttribute('aria-selected', 'true');
  });
});
