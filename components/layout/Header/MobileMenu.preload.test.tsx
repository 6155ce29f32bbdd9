const requested = vi.hoisted(() => ({ panel: 0 }));

// The panel's code: counted when the island's code loads it.
vi.mock('./MobileMenuPanel.client', () => {
  requested.panel += 1;
  return { default: () => null };
});
vi.mock('next/navigation', () => ({ usePathname: () => '/' }));

describe('the phone menu panel’s code (issue 51)', () => {
  it('comes with the menu island’s code, before it renders or is tapped, and once', async () => {
    await import('./MobileMenu.client');
    // The dynamic import settles over a few ticks; nothing has rendered the menu and nothing has tapped it.
    await vi.waitFor(() => expect(requested.panel).toBe(1));
    await import('./MobileMenu.client');
    expect(requested.panel).toBe(1);
  });
});
