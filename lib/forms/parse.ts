import { z } from 'zod';
import { type FieldSpec, HONEYPOT } from './definitions';
import { MAX_FIELD_CHARS, MAX_FIELDS } from './limits';
import type { FormValues } from './rules';

/** Server only (zod stays out of client bundles): a posted body as plain strings, within the size limits. */
const entries = z.array(z.tuple([z.string().max(64), z.string().max(MAX_FIELD_CHARS)])).max(MAX_FIELDS * 8);

export type Parsed = { ok: true; values: FormValues; honeypot: boolean } | { ok: false };

/** The values of the given fields from a posted form; anything oversize, a file, or past the limits fails. */
export function parseForm(data: FormData, fields: readonly FieldSpec[]): Parsed {
  const raw = [...data.entries()].filter(([key]) => !key.startsWith('$ACTION'));
  const result = entries.safeParse(raw);
  if (!result.success) return { ok: false };
  const values: FormValues = {};
  for (const field of fields) {
    const all = result.data.filter(([key]) => key === field.name).map(([, value]) => value);
    values[field.name] = field.kind === 'checkboxes' ? all : (all[0] ?? '');
  }
  const honeypot = result.data.some(([key, value]) => key === HONEYPOT && value !== '');
  return { ok: true, values, honeypot };
}
