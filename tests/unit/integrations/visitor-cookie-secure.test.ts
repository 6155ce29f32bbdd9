// @vitest-environment-options {"url": "https://www.verdance.test/"}
import type { SignalWithId } from '@uniformdev/context/api';
import landscaper from '@/content/signal/landscaper.json';
import { buildManifest } from '@/lib/content/manifest';
import { OFF } from '@/lib/integrations/config';
import { createVisitorContext, grantConsent } from '@/lib/integrations/visitor-context';

const manifest = buildManifest([landscaper as SignalWithId], []);

/** Every cookie the page writes, as written (attributes included: `document.cookie` reads back names and values only). */
function watchCookieWrites(): string[] {
  const written: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    written.push(value);
    descriptor.set!.call(document, value);
  });
  return written;
}

describe('the Context cookie the browser writes over https', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is Secure, so it never travels over plain http', async () => {
    const written = watchCookieWrites();
    const context = createVisitorContext(OFF, manifest);
    await grantConsent(context);
    await context.update({ url: new URL('https://www.verdance.test/?segment=landscaper') });
    const contextCookies = written.filter((cookie) => /^ufvd(qk)?=/.test(cookie));
    expect(contextCookies.length).toBeGreaterThan(0);
    for (const cookie of contextCookies) expect(cookie).toMatch(/;\s*secure/i);
  });
});
