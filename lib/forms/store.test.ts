// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb, type Db } from '@/lib/db';
import { findQuote, saveSubmission, submissionKey } from './store';
import { testDatabases } from '@/tests/support/test-database';

const quote = {
  businessType: 'Florist',
  businessName: 'Rose & <b>Thorn</b>',
  firstName: 'Ana',
  lastName: 'Ortega',
  dateOfBirth: '1980-04-02',
  email: 'Ana@Example.com',
};

describe.each(testDatabases('store'))('submission storage on $name', ({ env }) => {
  let db: Db;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'forms-'));
    db = await openDb({ FORMS_DATA_DIR: dir, ...(await env()) });
  });
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores a quote request with one delivery per channel and finds it with all four answers', async () => {
    const reference = await saveSubmission(db, 'quote', quote, ['webhook', 'email']);
    expect(reference).toMatch(/^VQ-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const outbox = await db.selectFrom('outbox').selectAll().where('reference', '=', reference).execute();
    expect(outbox.map((row) => row.channel).sort()).toEqual(['email', 'webhook']);
    const found = await findQuote(db, {
      reference: reference.toLowerCase(),
      lastName: ' ortega ',
      dateOfBirth: '1980-04-02',
      email: 'ana@example.com',
    });
    expect(found?.values.businessName).toBe('Rose & <b>Thorn</b>');
  });

  it('answers nothing when any one of the four answers is wrong', async () => {
    const reference = await saveSubmission(db, 'quote', quote, []);
    const right = { reference, lastName: 'Ortega', dateOfBirth: '1980-04-02', email: 'ana@example.com' };
    expect(await findQuote(db, right)).toBeDefined();
    for (const wrong of [
      { reference: 'VQ-AAAA-AAAA' },
      { lastName: 'Ortego' },
      { dateOfBirth: '1980-04-03' },
      { email: 'ana@example.org' },
    ])
      expect(await findQuote(db, { ...right, ...wrong })).toBeUndefined();
  });

  it('keeps every one of 200 parallel submissions, each with its own reference and one delivery', async () => {
    const references = await Promise.all(
      Array.from({ length: 200 }, (_, i) => saveSubmission(db, 'contact', { lastName: `N${i}` }, ['webhook'])),
    );
    expect(new Set(references).size).toBe(200);
    const rows = await db.selectFrom('outbox').select('reference').where('reference', 'in', references).execute();
    expect(rows).toHaveLength(200);
  });

  it('stores a post sent again with the same key once, and answers it with the first reference', async () => {
    const key = submissionKey('quote', 'token-1', { ...quote, lastName: 'Again' });
    const first = await saveSubmission(db, 'quote', { ...quote, lastName: 'Again' }, ['webhook'], Date.now(), key);
    const again = await saveSubmission(db, 'quote', { ...quote, lastName: 'Again' }, ['webhook'], Date.now(), key);
    expect(again).toBe(first);
    const rows = await db.selectFrom('submission').select('reference').where('idempotency_key', '=', key).execute();
    expect(rows).toHaveLength(1);
    expect(await db.selectFrom('outbox').select('id').where('reference', '=', first).execute()).toHaveLength(1);
  });

  it('stores ten copies of one post sent at the same time once (a balancer retrying on the other instance)', async () => {
    const values = { ...quote, lastName: 'Race' };
    const key = submissionKey('quote', 'token-2', values);
    const references = await Promise.all(
      Array.from({ length: 10 }, () => saveSubmission(db, 'quote', values, ['webhook'], Date.now(), key)),
    );
    expect(new Set(references).size).toBe(1);
    expect(
      await db.selectFrom('submission').select('reference').where('last_name_key', '=', 'race').execute(),
    ).toHaveLength(1);
  });
});

describe('submissionKey', () => {
  const values = { lastName: 'Ortega' };
  it.each([
    ['another token', submissionKey('quote', 'b', values)],
    ['other values', submissionKey('quote', 'a', { lastName: 'Ortego' })],
    ['another form', submissionKey('contact', 'a', values)],
  ])('differs with %s', (_, other) => expect(other).not.toBe(submissionKey('quote', 'a', values)));
  it('is the same for the same post, and ignores a token that is not one', () => {
    expect(submissionKey('quote', 'a', values)).toBe(submissionKey('quote', 'a', { lastName: 'Ortega' }));
    expect(submissionKey('quote', '<script>', values)).toBe(submissionKey('quote', '', values));
  });
});
