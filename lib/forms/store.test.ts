// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb, type Db } from '@/lib/db';
import { findQuote, NO_SCRIPT_RESEND_WINDOW_MS, saveSubmission, submissionKey } from './store';
import { testDatabases } from '@/tests/support/test-database';

const ANA = { address: '203.0.113.7', userAgent: 'Firefox/140' };
const BEN = { address: '198.51.100.20', userAgent: 'Safari/18' };

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
      { dateOfBirth: '' },
      { email: 'ana@example.org' },
    ])
      expect(await findQuote(db, { ...right, ...wrong })).toBeUndefined();
  });

  it('finds a request sent without a date of birth (the form no longer asks) by reference, last name and e-mail', async () => {
    const withoutBirth: Record<string, string> = { ...quote };
    delete withoutBirth.dateOfBirth;
    const reference = await saveSubmission(db, 'quote', withoutBirth, []);
    const right = { reference, lastName: 'Ortega', dateOfBirth: '', email: 'ana@example.com' };
    expect(await findQuote(db, right)).toBeDefined();
    expect(await findQuote(db, { ...right, dateOfBirth: '1980-04-02' })).toBeDefined();
    expect(await findQuote(db, { ...right, email: 'ana@example.org' })).toBeUndefined();
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
    const key = submissionKey('quote', 'token-1', { ...quote, lastName: 'Again' }, ANA);
    const first = await saveSubmission(db, 'quote', { ...quote, lastName: 'Again' }, ['webhook'], Date.now(), key);
    const again = await saveSubmission(db, 'quote', { ...quote, lastName: 'Again' }, ['webhook'], Date.now(), key);
    expect(again).toBe(first);
    const rows = await db.selectFrom('submission').select('reference').where('idempotency_key', '=', key).execute();
    expect(rows).toHaveLength(1);
    expect(await db.selectFrom('outbox').select('id').where('reference', '=', first).execute()).toHaveLength(1);
  });

  it('stores the same values posted without JavaScript by two visitors twice, each with its own reference', async () => {
    const values = { ...quote, lastName: 'Twin' };
    const now = Date.now();
    const first = await saveSubmission(db, 'quote', values, [], now, submissionKey('quote', '', values, ANA, now));
    const second = await saveSubmission(db, 'quote', values, [], now, submissionKey('quote', '', values, BEN, now));
    const resent = await saveSubmission(db, 'quote', values, [], now, submissionKey('quote', '', values, ANA, now));
    expect(second).not.toBe(first);
    expect(resent).toBe(first);
    const rows = await db.selectFrom('submission').select('reference').where('last_name_key', '=', 'twin').execute();
    expect(rows.map((row) => row.reference).sort()).toEqual([first, second].sort());
  });

  it('stores ten copies of one post sent at the same time once (a balancer retrying on the other instance)', async () => {
    const values = { ...quote, lastName: 'Race' };
    const key = submissionKey('quote', 'token-2', values, ANA);
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
  const key = (token: string, v = values, sender = ANA, at = 0) => submissionKey('quote', token, v, sender, at);
  it.each([
    ['another token', submissionKey('quote', 'b', values, ANA)],
    ['other values', submissionKey('quote', 'a', { lastName: 'Ortego' }, ANA)],
    ['another form', submissionKey('contact', 'a', values, ANA)],
  ])('differs with %s', (_, other) => expect(other).not.toBe(submissionKey('quote', 'a', values, ANA)));
  it('is the same for the same post, and ignores a token that is not one', () => {
    expect(key('a')).toBe(key('a', { lastName: 'Ortega' }));
    expect(key('<script>')).toBe(key(''));
  });
  it('with a token, is the same whoever resends it (a balancer retrying from its own address)', () => {
    expect(key('a', values, ANA)).toBe(key('a', values, BEN, 3_600_000));
  });
  it('without a token (no JavaScript), tells two visitors posting the same values apart', () => {
    expect(key('', values, BEN)).not.toBe(key('', values, ANA));
    expect(key('', values, { ...ANA, userAgent: 'Chrome/141' })).not.toBe(key('', values, ANA));
  });
  it('without a token, is the same for one visitor resending a moment later, and new after the window', () => {
    expect(key('', values, ANA, 1_000)).toBe(key('', values, ANA, 1_000 + 60_000));
    expect(key('', values, ANA, 1_000)).not.toBe(key('', values, ANA, 1_000 + 2 * NO_SCRIPT_RESEND_WINDOW_MS));
  });
});
