// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';

const requestHeaders = vi.hoisted(() => ({ current: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => requestHeaders.current }));
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw new Error(`redirect ${to}`);
  },
}));

const { submitForm } = await import('@/lib/forms/actions');

/** A contact form post with its required fields left empty: invalid, so nothing is stored. */
function invalidPost(): FormData {
  const data = new FormData();
  data.set('form', 'contact');
  data.set('firstName', '');
  data.set('message', '');
  return data;
}

describe('form posts and the submission limit', () => {
  beforeEach(() => {
    vi.stubEnv('REDIS_URL', '');
  });

  it('counts invalid posts: after a burst of 60 the same client gets the limit, not the issues again', async () => {
    requestHeaders.current = new Headers({ 'x-forwarded-for': '2001:db8:30:2::1', host: 'localhost' });
    for (let index = 0; index < 60; index += 1) {
      const state = await submitForm({ values: {}, issues: {} }, invalidPost());
      expect(state.failure).toBeUndefined();
      expect(Object.keys(state.issues).length).toBeGreaterThan(0);
    }
    // Another address of the same /64 is the same client.
    requestHeaders.current = new Headers({ 'x-forwarded-for': '2001:db8:30:2::99', host: 'localhost' });
    const limited = await submitForm({ values: {}, issues: {} }, invalidPost());
    expect(limited.failure).toBe('limit');
    expect(limited.values.message).toBe('');

    requestHeaders.current = new Headers({ 'x-forwarded-for': '198.51.100.30', host: 'localhost' });
    expect((await submitForm({ values: {}, issues: {} }, invalidPost())).failure).toBeUndefined();
  });
});
