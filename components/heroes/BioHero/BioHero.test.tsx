import { screen } from '@testing-library/react';
import { fixture, imageFixture, navigationLinkFixture, renderFixture } from '@/tests/support/render-fixture';
import { paragraphs } from '@/lib/text/richtext';

const person = {
  portrait: imageFixture('/images/people/priya-raman.jpg', 'Portrait of Priya Raman', 600, 600),
  name: 'Priya Raman',
  title: 'Senior account executive, Pacific Northwest',
  bio: paragraphs('Priya grew up on her family’s nursery.'),
};
const links = {
  links: [
    navigationLinkFixture('Call Priya', { type: 'tel', path: '1-800-555-0151' }),
    navigationLinkFixture('Email Priya', { type: 'email', path: 'priya.raman@verdanceinsurance.com' }),
  ],
};

describe('bio hero', () => {
  it('shows the name as the page heading, job title, biography and contact links, portrait eager', () => {
    renderFixture(fixture('bioHero', person, links));
    expect(screen.getByRole('heading', { level: 1, name: 'Priya Raman' })).toBeInTheDocument();
    expect(screen.getByText('Senior account executive, Pacific Northwest')).toBeInTheDocument();
    expect(screen.getByText(/family’s nursery/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call Priya' })).toHaveAttribute('href', 'tel:18005550151');
    expect(screen.getByRole('link', { name: 'Email Priya' })).toHaveAttribute(
      'href',
      'mailto:priya.raman@verdanceinsurance.com',
    );
    expect(screen.getByRole('img', { name: 'Portrait of Priya Raman' })).toHaveAttribute('loading', 'eager');
  });

  it('loads the portrait lazily when the name is not the page title', () => {
    renderFixture(fixture('bioHero', { ...person, nameType: 'h2' }, links));
    expect(screen.getByRole('heading', { level: 2, name: 'Priya Raman' })).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
  });
});
