// @vitest-environment node
import { revalidatePath, revalidateTag } from 'next/cache';
import { CompositionPublishedDefinition, ReleaseLaunchedDefinition } from '@uniformdev/webhooks';
import { POST } from '@/app/api/revalidate/route';
import { HANDLED_DEFINITIONS, parseContentEvent, planRevalidation } from '@/lib/integrations/revalidation';
import { signWebhook } from '@/lib/integrations/webhook-signature';
import { signedDelivery } from '../../support/uniform-events';

vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn() }));
// Outside Next's request scope: the work the route leaves for after its answer runs at once.
vi.mock('next/server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/server')>()),
  after: (task: () => unknown) => void task(),
}));

const SECRET = `whsec_${Buffer.from('uniform webhook signing key for tests').toString('base64')}`;

/** Posts a body to the webhook route as Uniform's Svix delivers it: svix-id, svix-timestamp, svix-signature. */
function deliver(body: unknown, secret = SECRET) {
  const { headers, data } = signedDelivery(secret, body);
  return POST(new Request('http://site.test/api/revalidate', { method: 'POST', body: data, headers }));
}

beforeEach(() => {
  vi.stubEnv('UNIFORM_WEBHOOK_SECRET', SECRET);
  vi.stubEnv('REVALIDATE_SECRET', '');
  vi.mocked(revalidateTag).mockClear();
  vi.mocked(revalidatePath).mockClear();
});
afterEach(() => vi.unstubAllEnvs());

describe('the revalidation webhook with Uniform’s own example events, signed as Uniform signs them', () => {
  it('signs as Svix does (the test vector in Svix’s documentation)', () => {
    const body = '{"test": 2432232314}';
    expect(
      signWebhook('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, body),
    ).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it.each(HANDLED_DEFINITIONS)('$event refreshes the tags and paths it names', async (definition) => {
    const response = await deliver(definition.example);
    expect(response.status).toBe(200);
    const expected = planRevalidation(parseContentEvent(definition.example)!);
    expect(await response.json()).toEqual({ revalidated: true, ...expected });
    // Whatever an event refreshes, site search's documents are refreshed with it.
    expect(vi.mocked(revalidateTag).mock.calls.map(([tag]) => tag)).toEqual([...expected.tags, 'search-index']);
    expect(vi.mocked(revalidatePath).mock.calls).toEqual(expected.paths.map(({ path, type }) => [path, type]));
  });

  it('a composition published in Uniform refreshes the page that holds it', async () => {
    const published = {
      ...CompositionPublishedDefinition.example,
      id: '0046af24-0145-565f-b217-76c31b171db8',
      slug: 'about',
    };
    expect(await (await deliver(published)).json()).toMatchObject({
      tags: [
        'composition:0046af24-0145-565f-b217-76c31b171db8',
        'pattern:0046af24-0145-565f-b217-76c31b171db8',
        'composition-slug:about',
      ],
    });
  });

  it('answers an event it does not handle with 200 and refreshes nothing', async () => {
    const response = await deliver(ReleaseLaunchedDefinition.example);
    expect(await response.json()).toEqual({ revalidated: false, paths: [], tags: [] });
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('refuses an example signed with another secret', async () => {
    const response = await deliver(
      CompositionPublishedDefinition.example,
      `whsec_${Buffer.from('someone else').toString('base64')}`,
    );
    expect(response.status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});
