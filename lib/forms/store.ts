import { createHash, randomBytes, randomUUID } from 'node:crypto';
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

const TOKEN = /^[A-Za-z0-9-]{0,64}$/;

/** Who sent a post, as far as the server can tell: the client's address and its browser's User-Agent. */
export interface Sender {
  address: string;
  userAgent: string;
}

/** How long a post without JavaScript counts as the same visitor sending it again (a double press, a resend). */
export const NO_SCRIPT_RESEND_WINDOW_MS = 10 * 60_000;

/**
 * What makes a post safe to repeat: the form's token (a hidden field the scripted form fills once per form) with the
 * form and the values posted. The same post sent again (a double press, a browser's resend, a balancer's retry on
 * the other instance) has the same key. A page without JavaScript is the same static HTML for everyone, so it sends
 * no token: its key is the values with who sent them (address and User-Agent) and the ten-minute window it came in.
 * Two visitors' identical posts are two submissions; one visitor's resend is one. A resend across a window's edge is
 * stored twice: a duplicate the office can see, never a lost post.
 */
export function submissionKey(form: FormId, token: string, values: FormValues, sender: Sender, now = Date.now()) {
  const parts: unknown[] = [form, TOKEN.test(token) ? token : '', values];
  if (!parts[1]) parts.push(sender.address, sender.userAgent, Math.floor(now / NO_SCRIPT_RESEND_WINDOW_MS));
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

async function referenceFor(db: Db, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('submission')
    .select('reference')
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row?.reference;
}

/**
 * Stores a submission and its deliveries in one transaction: both are written, or neither is. With a key
 * (submissionKey), a post already stored under it returns that submission's reference and stores nothing.
 */
export async function saveSubmission(
  db: Db,
  form: FormId,
  values: FormValues,
  deliver: readonly Channel[],
  now = Date.now(),
  key?: string,
): Promise<string> {
  const earlier = key && (await referenceFor(db, key));
  if (earlier) return earlier;
  const reference = newReference(form);
  try {
    await insertSubmission(db, reference, form, values, deliver, now, key);
  } catch (error) {
    // The same post stored a moment ago by another request (the key is unique): its answer, not a second row.
    const stored = key && (await referenceFor(db, key));
    if (stored) return stored;
    throw error;
  }
  return reference;
}

async function insertSubmission(
  db: Db,
  reference: string,
  form: FormId,
  values: FormValues,
  deliver: readonly Channel[],
  now: number,
  key: string | undefined,
): Promise<void> {
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
        idempotency_key: key ?? null,
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

/**
 * The quote request matching the answers, or undefined: which answer was wrong is never told. Reference, last name and
 * e-mail always count; the date of birth counts for a request stored with one (sent while the form asked for it), and
 * is ignored for one stored without.
 */
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
    (row.birth_date !== '' && row.birth_date !== lookup.dateOfBirth.trim())
  )
    return undefined;
  return { reference: row.reference, createdAt: Number(row.created_at), values: JSON.parse(row.data) as FormValues };
}
