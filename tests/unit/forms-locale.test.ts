// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';

const requestHeaders = vi.hoisted(() => ({ current: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => requestHeaders.current }));

const { submitForm } = await import('@/lib/forms/actions');
const { getDb } = await import('@/lib/db');

/** A valid contact form post, as the page in `locale` sends it (no locale field on an English page). */
function contactPost(locale: string | undefined, message: string): FormData {
  const data = new FormData();
  data.set('form', 'contact');
  data.set('firstName', 'Rosa');
  data.set('lastName', 'Lind');
  data.set('email', 'rosa@vivero.example');
  data.set('message', message);
  if (locale) data.set('locale', locale);
  return data;
}

async function storedValues(reference: string | undefined): Promise<Record<string, unknown>> {
  const db = await getDb();
  const row = await db
    .selectFrom('submission')
    .select('data')
    .where('reference', '=', reference ?? '')
    .executeTakeFirstOrThrow();
  return JSON.parse(row.data) as Record<string, unknown>;
}

describe('a submission from a Spanish page', () => {
  beforeAll(() => {
    vi.stubEnv('REDIS_URL', '');
    vi.stubEnv('FORMS_DATA_DIR', mkdtempSync(join(tmpdir(), 'forms-locale-')));
  });

  it('is stored like any other, tagged with its locale; an English one carries none; an unknown locale is dropped', async () => {
    requestHeaders.current = new Headers({ 'x-forwarded-for': '198.51.100.60', host: 'localhost' });
    const spanish = await submitForm({ values: {}, issues: {} }, contactPost('es-US', 'Hola, necesito una cotización'));
    expect(spanish.reference).toMatch(/^V[A-Z]-/);
    expect(await storedValues(spanish.reference)).toMatchObject({ locale: 'es-US', lastName: 'Lind' });

    const english = await submitForm({ values: {}, issues: {} }, contactPost(undefined, 'Hello'));
    expect(await storedValues(english.reference)).not.toHaveProperty('locale');

    const forged = await submitForm({ values: {}, issues: {} }, contactPost('<script>', 'Hi'));
    expect(await storedValues(forged.reference)).not.toHaveProperty('locale');
  });
});
