import { screen, within } from '@testing-library/react';
import { fixture, imageFixture, navigationLinkFixture, renderFixture } from '@/tests/support/render-fixture';
import { paragraphs } from '@/lib/text/richtext';

const link = (label: string, path: string) => navigationLinkFixture(label, path);
const social = (label: string, path: string, icon: string, noFollow = false) =>
  fixture('socialLink', { label, link: { type: 'url', path }, icon, noFollow });

const footer = fixture(
  'footer',
  {
    logo: imageFixture('/images/brand/logo-light.svg', 'Verdance Insurance', 280, 64),
    description: 'Insurance written by people who know a cold frame from a cold call.',
    copyrighttext: paragraphs('© [INSERT YEAR HERE] Verdance Insurance. Serving growers [INSERT YEAR SPAN HERE].'),
    disclaimer: {
      root: {
        type: 'root',
        children: [
          {
            type: 'paragraph',
            children: [
              { type: 'text', text: 'Policies are underwritten by the companies on our ' },
              {
                type: 'link',
                link: { type: 'url', path: '/underwriting-companies' },
                children: [{ type: 'text', text: 'underwriting companies' }],
              },
              { type: 'text', text: ' page.' },
            ],
          },
        ],
      },
    },
  },
  {
    socialLinks: [
      social('LinkedIn', 'https://www.linkedin.com/company/verdance-insurance', 'linkedin'),
      social('Instagram', 'https://www.instagram.com/verdanceinsurance', 'instagram', true),
    ],
    mainNavigationLinks: [
      fixture(
        'navigationColumn',
        { title: 'Coverage' },
        {
          links: [link('All insurance', '/insurance'), link('Umbrella', '/insurance/umbrella')],
        },
      ),
      fixture(
        'navigationColumn',
        { title: 'Company', cardCopy: 'Since 1987.' },
        { links: [link('About us', '/about')] },
      ),
    ],
    bottomLinks: [link('Privacy', '/privacy'), link('Terms and conditions', '/terms-and-conditions')],
  },
);

const translations = {
  'footer.social': 'Social media',
  'footer.legal': 'Legal',
  'footer.cookie-preferences': 'Cookie Preferences',
  'link.opens-in-new-tab': '(opens in a new tab)',
};

describe('footer', () => {
  it('is the page’s contentinfo, with the logo linking home and the description', () => {
    renderFixture(footer, { translations });
    const contentinfo = screen.getByRole('contentinfo');
    expect(within(contentinfo).getByRole('link', { name: 'Verdance Insurance home' })).toHaveAttribute('href', '/');
    expect(contentinfo).toHaveTextContent('Insurance written by people who know a cold frame from a cold call.');
  });

  it('opens social links in a new tab, each named for its network', () => {
    renderFixture(footer, { translations });
    const social = screen.getByRole('list', { name: 'Social media' });
    const links = within(social).getAllByRole('link');
    expect(links.map((item) => item.getAttribute('aria-label'))).toEqual([
      'LinkedIn (opens in a new tab)',
      'Instagram (opens in a new tab)',
    ]);
    links.forEach((item) => expect(item).toHaveAttribute('target', '_blank'));
    expect(links.map((item) => item.getAttribute('rel'))).toEqual([
      'noopener noreferrer',
      'noopener noreferrer nofollow',
    ]);
    expect(links[0]).toHaveAttribute('href', 'https://www.linkedin.com/company/verdance-insurance');
  });

  it('renders each navigation column as an h2 and a nav named after it, marking the current page', () => {
    renderFixture(footer, { path: '/insurance/umbrella', translations });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Coverage',
      'Company',
    ]);
    const coverage = screen.getByRole('navigation', { name: 'Coverage' });
    expect(within(coverage).getByRole('link', { name: 'Umbrella' })).toHaveAttribute('href', '/insurance/umbrella');
    expect(within(coverage).getByRole('link', { name: 'Umbrella' })).toHaveAttribute('aria-current', 'page');
    expect(within(coverage).getByRole('link', { name: 'All insurance' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Since 1987.')).toBeInTheDocument();
  });

  it('fills the year tokens of the copyright from the current date and the founding year', () => {
    renderFixture(footer, { translations }); // the test context's date is 2026-06-01, founding year 1987
    expect(screen.getByText('© 2026 Verdance Insurance. Serving growers 1987–2026.')).toBeInTheDocument();
    expect(screen.queryByText(/INSERT YEAR/)).toBeNull();
  });

  it('shows the disclaimer with its links, the bottom links and the Cookie Preferences entry', () => {
    renderFixture(footer, { translations });
    expect(screen.getByRole('link', { name: 'underwriting companies' })).toHaveAttribute(
      'href',
      '/underwriting-companies',
    );
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((item) => item.getAttribute('href')),
    ).toEqual(['/privacy', '/terms-and-conditions']);
    expect(screen.getByRole('button', { name: 'Cookie Preferences' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('shows the brand name instead of a logo image when no logo is set, and skips links without a title', () => {
    renderFixture(
      fixture(
        'footer',
        {},
        { socialLinks: [fixture('socialLink', { link: { type: 'url', path: 'https://www.facebook.com/x' } })] },
      ),
      {
        translations,
      },
    );
    expect(screen.getByRole('link', { name: 'Verdance Insurance home' })).toHaveTextContent('Verdance Insurance');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('link', { name: /opens in a new tab/ })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Social media' }), 'no empty list').toBeNull();
  });
});
