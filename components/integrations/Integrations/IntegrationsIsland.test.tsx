import { render, waitFor } from '@testing-library/react';
import type { Context } from '@uniformdev/context';
import type { SignalWithId } from '@uniformdev/context/api';
import landscaper from '@/content/signal/landscaper.json';
import { buildManifest } from '@/lib/content/manifest';
import { OFF } from '@/lib/integrations/config';

vi.mock('@/lib/integrations/runtime-config', () => ({ loadIntegrationsConfig: () => Promise.resolve(OFF) }));

const manifest = buildManifest([landscaper as SignalWithId], []);
const labels = { title: '', body: '', granted: '', notGranted: '', allow: '', withdraw: '', close: '' };

describe('the visitor’s Context, loaded late', () => {
  it('scores the addresses seen in the tab before it loaded, then each new one', async () => {
    vi.resetModules();
    const bus = await import('@/lib/integrations/visitor-context-bus');
    const { default: IntegrationsIsland } = await import('./IntegrationsIsland.client');
    // Arrived from a landscapers' campaign, then read another page, before anything asked for the Context.
    bus.recordVisit('https://site.test/?segment=landscaper');
    bus.recordVisit('https://site.test/about');
    render(<IntegrationsIsland labels={labels} manifest={manifest} />);
    const context = await new Promise<Context>((resolve) => bus.onVisitorContext(resolve));
    await waitFor(() => expect(context.scores.landscaper).toBe(50));
    bus.recordVisit('https://site.test/claims?segment=landscaper');
    await waitFor(() => expect(context.scores.landscaper).toBe(100));
  });
});
