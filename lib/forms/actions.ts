'use server';

import { headers } from 'next/headers';
import { getDb } from '../db';
import { FORMS, isFormId, LOOKUP_FIELDS, SUBMISSION_TOKEN, type FormId, visibleFields } from './definitions';
import { requestAddress } from '../limits';
import { isSameSiteFormPost, readSiteOrigins } from '../serve/post-guard';
import { lookupLimit, postLimit, submitLimit } from './limits';
import { parseForm } from './parse';
import { validate, type FormValues, type Issue } from './rules';
import { channels, findQuote, newReference, saveSubmission, submissionKey } from './store';
import { formatDisplayDate } from '../blog/dates';
import { kickOutbox } from './outbox-runner';
import { errorText, reportFault } from '../metrics/faults';
import { environment, nextRuntime, settings } from '../settings';
import { DEFAULT_LOCALE, isSiteLocale } from '../i18n/locales';

export interface FormState {
  values: FormValues;
  issues: Record<string, Issue>;
  /** A problem with the request as a whole: too many requests, refused, or storage unavailable. */
  failure?: 'limit' | 'refused' | 'unavailable';
  /** Stored: the form shows its confirmation card with the reference (the same card with and without JavaScript). */
  reference?: string;
}

/**
 * Same site, checked once: the server's front door refuses a post from elsewhere (lib/serve/post-guard.ts, 403) before
 * Next sees it; `next dev` has no front door, so there the action applies the same rule itself.
 */
async function requestInfo() {
  const list = await headers();
  const sameOrigin =
    !nextRuntime.isDevServer() ||
    isSameSiteFormPost(Object.fromEntries(list.entries()), readSiteOrigins(settings.siteOrigins()));
  return { client: requestAddress(list), userAgent: list.get('user-agent') ?? '', sameOrigin };
}

/**
 * One form post: read, validate with the shared rules, store with its deliveries, then the reference. The same
 * post sent again (same token and values, see submissionKey) gets the first post's reference, and nothing new is stored.
 */
export async function submitForm(_previous: FormState, data: FormData): Promise<FormState> {
  // An action is called with whatever arguments a client encodes (`[{},"x"]`), not only a form.
  if (!(data instanceof FormData)) return { values: {}, issues: {}, failure: 'refused' };
  const form = data.get('form');
  const optional = String(data.get('optional') ?? '')
    .split(',')
    .filter(Boolean);
  if (!isFormId(form)) return { values: {}, issues: {}, failure: 'refused' };
  const fields = visibleFields(form, optional.length ? optional : FORMS[form].map((field) => field.name));
  const parsed = parseForm(data, fields);
  const { client, userAgent, sameOrigin } = await requestInfo();
  // Every post takes a token, valid or not: an invalid one costs a whole re-render of the page too.
  if (!(await postLimit.take(client))) return { values: parsed.ok ? parsed.values : {}, issues: {}, failure: 'limit' };
  if (!parsed.ok || !sameOrigin) return { values: {}, issues: {}, failure: 'refused' };
  const issues = validate(fields, parsed.values);
  if (Object.keys(issues).length) return { values: parsed.values, issues };
  if (!(await submitLimit.take(client))) return { values: parsed.values, issues, failure: 'limit' };
  const token = String(data.get(SUBMISSION_TOKEN) ?? '');
  const key = submissionKey(form, token, parsed.values, { address: client, userAgent });
  // A filled honeypot is a bot: it gets the answer anyone would (a reference of the same shape, the same page or
  // redirect), so it cannot tell it was caught, and nothing is stored.
  const reference = parsed.honeypot ? newReference(form) : await store(form, withLocale(parsed.values, data), key);
  if (!reference) return { values: parsed.values, issues, failure: 'unavailable' };
  return { values: {}, issues: {}, reference };
}

/** A submission from a page in another language than the default carries that locale, so the team answers in it. */
function withLocale(values: FormValues, data: FormData): FormValues {
  const locale = data.get('locale');
  return isSiteLocale(locale) && locale !== DEFAULT_LOCALE ? { ...values, locale } : values;
}

async function store(form: FormId, values: FormValues, key: string): Promise<string | undefined> {
  try {
    const reference = await saveSubmission(await getDb(), form, values, channels(environment()), Date.now(), key);
    kickOutbox();
    return reference;
  } catch (error) {
    reportFault('storage', 'Form submission not stored', { form, error: errorText(error) });
    return undefined;
  }
}

export interface LookupState {
  values: FormValues;
  issues: Record<string, Issue>;
  result?: 'found' | 'not-found' | 'limit' | 'unavailable';
  quote?: { reference: string; receivedOn: string; businessName: string; businessType: string; coverages: string[] };
}

const EMPTY_LOOKUP = { values: {}, issues: {} };

/**
 * Quote lookup: the same "not found" for any wrong answer, and a per-client limit on tries. Every post takes a token
 * from the form-post budget first, valid or not (an invalid one re-renders the page too), as the other forms' do.
 */
export async function lookupQuote(_previous: LookupState, data: FormData): Promise<LookupState> {
  if (!(data instanceof FormData)) return { ...EMPTY_LOOKUP, result: 'not-found' };
  const parsed = parseForm(data, LOOKUP_FIELDS);
  const { client, sameOrigin } = await requestInfo();
  if (!(await postLimit.take(client))) return { values: parsed.ok ? parsed.values : {}, issues: {}, result: 'limit' };
  if (!parsed.ok || !sameOrigin) return { ...EMPTY_LOOKUP, result: 'not-found' };
  const values = parsed.values;
  const issues = validate(LOOKUP_FIELDS, values);
  if (Object.keys(issues).length) return { values, issues };
  if (!(await lookupLimit.take(client))) return { values, issues, result: 'limit' };
  const text = (name: string) => String(values[name] ?? '');
  try {
    const found = await findQuote(await getDb(), {
      reference: text('reference'),
      lastName: text('lastName'),
      dateOfBirth: text('dateOfBirth'),
      email: text('email'),
    });
    if (!found) return { values, issues, result: 'not-found' };
    const field = (name: string) => found.values[name];
    return {
      values,
      issues,
      result: 'found',
      quote: {
        reference: found.reference,
        receivedOn: formatDisplayDate(new Date(found.createdAt).toISOString()),
        businessName: String(field('businessName') ?? ''),
        businessType: String(field('businessType') ?? ''),
        coverages: Array.isArray(field('coverages')) ? (field('coverages') as string[]) : [],
      },
    };
  } catch (error) {
    reportFault('storage', 'Quote lookup failed', { error: errorText(error) });
    return { values, issues, result: 'unavailable' };
  }
}
