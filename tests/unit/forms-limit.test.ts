// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const requestHeaders = vi.hoisted(() => ({ current: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => requestHeaders.current }));
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw new Error(`redirect ${to}`);
  },
}));

const { lookupQuote, submitForm } = await import('@/lib/forms/actions');

/** A contact form post with its required fields left empty: invalid, so nothing is stored. */
function invalidPost(): FormData {
  const data = new FormData();
  data.set('form', 'contact');
  data.set('firstName', '');
  data.set('message', '');
  return data;
}

/** A quote lookup post with its required fields left empty: invalid, answered without a lookup. */
function invalidLookup(): FormData {
  const data = new FormData();
  for (const name of ['reference', 'lastName', 'dateOfBirth', 'email']) data.set(name, '');
  return data;
}

/** A valid contact form post; `website` is the honeypot, which only bots fill in. */
function validPost(fields: Record<string, string>): FormData {
  const data = new FormData();
  data.set('form', 'contact');
  data.set('thanks', '/thank-you');
  data.set('firstName', 'Rosa');
  data.set('lastName', 'Lind');
  data.set('email', 'rosa@nursery.example');
  data.set('message', 'Hello');
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

/** What a client sees of an action's answer: its state, or the redirect it throws. */
async function answerOf(post: Promise<unknown>): Promise<unknown> {
  try {
    return await post;
  } catch (error) {
    return String(error);
  }
}

describe('form posts and the submission limit', () => {
  beforeEach(() => {
    vi.stubEnv('REDIS_URL', '');
    vi.stubEnv('FORMS_DATA_DIR', mkdtempSync(join(tmpdir(), 'forms-limit-')));
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

  it('counts invalid quote lookups in the same post budget, with one answer for every invalid post', async () => {
    requestHeaders.current = new Headers({ 'x-forwarded-for': '2001:db8:30:3::1', host: 'localhost' });
    for (let index = 0; index < 60; index += 1) {
      const state = await lookupQuote({ values: {}, issues: {} }, invalidLookup());
      expect(state.result).toBeUndefined();
      expect(Object.keys(state.issues).sort()).toEqual(['email', 'lastName', 'reference']);
    }
    expect((await lookupQuote({ values: {}, issues: {} }, invalidLookup())).result).toBe('limit');
    // The form posts of that client are past the budget too: it is one budget.
    expect((await submitForm({ values: {}, issues: {} }, invalidPost())).failure).toBe('limit');
  });

  it('under next dev (no front door) refuses a post from another site itself; behind the front door it is not checked twice', async () => {
    const crossSite = { 'x-forwarded-for': '198.51.100.32', host: 'localhost:3000', origin: 'https://evil.example' };
    requestHeaders.current = new Headers(crossSite);
    vi.stubEnv('NODE_ENV', 'development');
    expect((await submitForm({ values: {}, issues: {} }, invalidPost())).failure).toBe('refused');
    expect((await lookupQuote({ values: {}, issues: {} }, invalidLookup())).result).toBe('not-found');
    requestHeaders.current = new Headers({ ...crossSite, origin: 'http://localhost:3000' });
    expect((await submitForm({ values: {}, issues: {} }, invalidPost())).failure).toBeUndefined();
    // The server's front door has refused such a post with a 403 before Next (tests/unit/serve-post-guard.test.ts).
    vi.stubEnv('NODE_ENV', 'production');
    requestHeaders.current = new Headers(crossSite);
    expect((await submitForm({ values: {}, issues: {} }, invalidPost())).failure).toBeUndefined();
    vi.unstubAllEnvs();
  });

  it('answers a filled honeypot exactly as a real post: a reference of the same shape', async () => {
    requestHeaders.current = new Headers({ 'x-forwarded-for': '198.51.100.31', host: 'localhost' });
    const shape = (answer: unknown) => JSON.stringify(answer).replace(/V[A-Z]-[A-Z2-9]{4}-[A-Z2-9]{4}/g, 'REF');
    const real = await answerOf(submitForm({ values: {}, issues: {} }, validPost({})));
    const bot = await answerOf(submitForm({ values: {}, issues: {} }, validPost({ website: 'https://spam.example' })));
    expect(shape(real)).toBe('{"values":{},"issues":{},"reference":"REF"}');
    expect(shape(bot)).toBe(shape(real));
    const scriptedReal = await answerOf(submitForm({ values: {}, issues: {} }, validPost({ js: '1', message: 'Hi' })));
    const scriptedBot = await answerOf(
      submitForm({ values: {}, issues: {} }, validPost({ js: '1', message: 'Hi', website: 'x' })),
    );
    expect(shape(scriptedReal)).toBe('{"values":{},"issues":{},"reference":"REF"}');
    expect(shape(scriptedBot)).toBe(shape(scriptedReal));
  });
});
