import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../db';
import type { FormId } from './definitions';
import type { FormValues } from './rules';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const PREFIX: Record<FormId, string> = { quote: 'VQ', coi: 'VC', lossControl: 'VL', agent: 'VA', contact: 'VM' };

/** A reference a person can read out on the phone: prefix and eight characters without look-alikes (0/O, 1/I/L). */
export function newReference(form: FormId): string {
  const bytes = randomBytes(8);
  const chars = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `${PREFIX[form]}-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

export type Channel = 'webhook' | 'email';

/** The delivery channels configured: a webhook (FORMS_WEBHOOK_URL) and/or e-mail (SMTP_URL). */
export function channels(env: Record<string, string | undefined>): Channel[] {
  return [...(env.FORMS_WEBHOOK_URL ? ['webhook' as const] : []), ...(env.SMTP_URL ? ['email' as const] : [])];
}

function str(values: FormValues, name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value.trim() : '';
}

/** Stores a submission and its deliveries in one transaction: both are written, or neither is. */
export async function saveSubmission(
  db: Db,
  form: FormId,
  values: FormValues,
  deliver: readonly Channel[],
  now = Date.now(),
): Promise<string> {
  const reference = newReference(form);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('submission')
      .values({
        reference,
        form,
        created_at: now,
        data: JSON.stringify(values),
        last_name_key: str(values, 'lastName').toLowerCase(),
        email_key: str(values, 'email').toLowerCase(),
        birth_date: str(values, 'dateOfBirth'),
      })
      .execute();
    for (const channel of deliver)
      await trx
        .insertInto('outbox')
        .values({
          id: randomUUID(),
          reference,
          channel,
          next_attempt_at: now,
          lease_owner: null,
          lease_until: null,
          delivered_at: null,
          last_error: null,
        })
        .execute();
  });
  return reference;
}

export interface QuoteLookup {
  reference: string;
  lastName: string;
  dateOfBirth: string;
  email: string;
}

export interface FoundQuote {
  reference: string;
  createdAt: number;
  values: FormValues;
}

/** The quote request matching all four answers, or undefined: which answer was wrong is never told. */
export async function findQuote(db: Db, lookup: QuoteLookup): Promise<FoundQuote | undefined> {
  const row = await db
    .selectFrom('submission')
    .selectAll()
    .where('reference', '=', lookup.reference.trim().toUpperCase())
    .where('form', '=', 'quote')
    .executeTakeFirst();
  if (
    !row ||
    row.last_name_key !== lookup.lastName.trim().toLowerCase() ||
    row.email_key !== lookup.email.trim().toLowerCase() ||
    row.birth_date !== lookup.dateOfBirth.trim()
  )
    return undefined;
  return { reference: row.reference, createdAt: Number(row.created_at), values: JSON.parse(row.data) as FormValues };
}
