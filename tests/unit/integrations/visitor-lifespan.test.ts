import type { SignalWithId } from '@uniformdev/context/api';
import landscaper from '@/content/signal/landscaper.json';
import { buildManifest } from '@/lib/content/manifest';
import { OFF } from '@/lib/integrations/config';
import { createVisitorContext, grantConsent, VISITOR_COOKIES } from '@/lib/integrations/visitor-context';

const LIFESPAN_MS = 10 * 60_000;
const manifest = buildManifest([landscaper as SignalWithId], []);

/** A visitor who arrived through ?segment=landscaper, was idle for `idleMs`, then opened another page. */
const newPage = () => createVisitorContext({ ...OFF, visitLifespanMs: LIFESPAN_MS }, manifest);

async function scoreAfterIdle(idleMs: number) {
  const context = newPage();
  await grantConsent(context);
  await context.update({ url: new URL('https://site.test/?segment=landscaper') });
  expect(context.scores.landscaper).toBe(50);
  vi.setSystemTime(Date.now() + idleMs);
  return newPage().scores.landscaper ?? 0;
}

describe("the visitor's session scores and the configured visit lifespan", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    localStorage.clear();
    VISITOR_COOKIES.forEach((name) => (document.cookie = `${name}=; Path=/; Max-Age=0`));
  });
  afterEach(() => vi.useRealTimers());

  it('keeps the segment a minute before the lifespan ends', async () => {
    expect(await scoreAfterIdle(LIFESPAN_MS - 60_000)).toBe(50);
  });

  it('clears it a second after', async () => {
    expect(await scoreAfterIdle(LIFESPAN_MS + 1_000)).toBe(0);
  });
});
