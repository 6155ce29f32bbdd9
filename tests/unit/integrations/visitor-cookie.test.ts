import type { SignalWithId } from '@uniformdev/context/api';
import landscaper from '@/content/signal/landscaper.json';
import { buildManifest } from '@/lib/content/manifest';
import { OFF } from '@/lib/integrations/config';
import { createVisitorContext, grantConsent, VISITOR_COOKIES } from '@/lib/integrations/visitor-context';

const manifest = buildManifest([landscaper as SignalWithId], []);
const newPage = () => createVisitorContext(OFF, manifest);

/** A visitor who consented and arrived through ?segment=landscaper: stored in local storage and in the Context cookie. */
async function landscaperVisitor() {
  const context = newPage();
  await grantConsent(context);
  await context.update({ url: new URL('https://site.test/?segment=landscaper') });
  expect(document.cookie).toContain('ufvd=');
}

describe('the browser’s Context starts where the server’s did', () => {
  beforeEach(() => {
    localStorage.clear();
    VISITOR_COOKIES.forEach((name) => (document.cookie = `${name}=; Path=/; Max-Age=0`));
  });

  it('a browser that kept the Context cookie but lost its stored visitor starts from the cookie, as the server did', async () => {
    await landscaperVisitor();
    localStorage.clear();
    const page = newPage();
    expect(page.scores.landscaper).toBe(50);
    expect(page.storage.data.consent).toBe(true);
  });

  it('a stored visitor wins over the cookie', async () => {
    await landscaperVisitor();
    const stored = newPage();
    await stored.update({ url: new URL('https://site.test/?segment=none') });
    localStorage.setItem(
      'ufvisitor',
      localStorage.getItem('ufvisitor')!.replace(/"landscaper":\d+/g, '"landscaper":0'),
    );
    expect(newPage().scores.landscaper ?? 0).toBe(0);
  });

  it('without cookie or stored visitor the browser starts with nothing and no consent', () => {
    const page = newPage();
    expect(page.scores.landscaper ?? 0).toBe(0);
    expect(page.storage.data.consent).toBe(false);
  });
});

describe('the Context cookie over plain http (http://localhost)', () => {
  it('is written without Secure, which the browser would refuse here', async () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      descriptor.set!.call(document, value);
    });
    try {
      await landscaperVisitor();
    } finally {
      spy.mockRestore();
    }
    expect(written.filter((cookie) => cookie.startsWith('ufvd=')).length).toBeGreaterThan(0);
    for (const cookie of written) expect(cookie).not.toMatch(/secure/i);
  });
});
