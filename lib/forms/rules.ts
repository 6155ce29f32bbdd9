import { stateForZip } from '../widgets/zip-states';
import type { FieldSpec } from './definitions';

/**
 * The validation rules of the site's forms as plain functions, run in the browser on blur and on the server before
 * anything is stored. (Not zod: zod's eval probe breaks the strict CSP in a client bundle; plain functions are
 * shared as they are. The server reads the posted body with zod before these rules run.)
 */
export type FormValues = Record<string, string | string[]>;

export type Issue =
  | { kind: 'required' }
  | { kind: 'invalid' }
  | { kind: 'less'; limit: number }
  | { kind: 'more'; limit: number }
  | { kind: 'tooLong'; limit: number }
  | { kind: 'state' }
  | { kind: 'zipState' };

/** docs/behaviour.md#validation's phrases (content/entry translations), as the page read them. */
export interface FormMessages {
  required: string;
  isRequired: string;
  invalid: string;
  isInvalid: string;
  cannotBeLessThan: string;
  cannotBeMoreThan: string;
  stateFirstWord: string;
  poBoxWarning: string;
  zipState: string;
}

export const MESSAGE_KEYS: Record<keyof FormMessages, string> = {
  required: 'validations.required',
  isRequired: 'validations.is-required',
  invalid: 'validations.invalid',
  isInvalid: 'validations.is-invalid',
  cannotBeLessThan: 'validations.cannot-be-less-than',
  cannotBeMoreThan: 'validations.cannot-be-more-than',
  stateFirstWord: 'validations.state-first-word',
  poBoxWarning: 'validations.po-box-warning',
  zipState: 'validations.zip-state',
};

const EMAIL = /^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[A-Za-z]{2,}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const PO_BOX = /\b(?:p\.?\s*o\.?\s*box|post\s+office\s+box)\b/i;
export const STATES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  ),
);

function text(values: FormValues, name: string): string {
  const value = values[name];
  return (Array.isArray(value) ? value.join(',') : (value ?? '')).trim();
}

/** A U.S. phone number: ten digits (an optional leading 1), any of the usual separators. */
export function isPhone(value: string): boolean {
  if (!/^[\d\s().+-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '');
  return digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
}

function isDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** What is wrong with one field, or undefined. `values` holds the whole form, for ZIP against state. */
export function checkField(field: FieldSpec, values: FormValues): Issue | undefined {
  const value = text(values, field.name);
  const list = values[field.name];
  const empty = Array.isArray(list) ? list.length === 0 : value === '';
  if (empty) return field.required ? { kind: 'required' } : undefined;
  if (field.maxLength && value.length > field.maxLength) return { kind: 'tooLong', limit: field.maxLength };
  switch (field.kind) {
    case 'email':
      return EMAIL.test(value) ? undefined : { kind: 'invalid' };
    case 'tel':
      return isPhone(value) ? undefined : { kind: 'invalid' };
    case 'date':
      return isDate(value) ? undefined : { kind: 'invalid' };
    case 'state':
      return STATES.has(value) ? undefined : { kind: 'state' };
    case 'zip': {
      const zipState = stateForZip(value);
      if (!/^\d{5}(?:-\d{4})?$/.test(value) || !zipState) return { kind: 'invalid' };
      const chosen = text(values, 'state');
      return chosen && STATES.has(chosen) && chosen !== zipState ? { kind: 'zipState' } : undefined;
    }
    case 'number': {
      if (!/^-?\d+$/.test(value)) return { kind: 'invalid' };
      const number = Number(value);
      if (field.min !== undefined && number < field.min) return { kind: 'less', limit: field.min };
      if (field.max !== undefined && number > field.max) return { kind: 'more', limit: field.max };
      return undefined;
    }
    case 'select':
    case 'checkboxes': {
      const chosen = Array.isArray(list) ? list : [value];
      return chosen.every((item) => field.options?.includes(item)) ? undefined : { kind: 'invalid' };
    }
    default:
      return undefined;
  }
}

/** Every field's issue, by field name; empty when the form can be sent. */
export function validate(fields: readonly FieldSpec[], values: FormValues): Record<string, Issue> {
  const issues: Record<string, Issue> = {};
  for (const field of fields) {
    const issue = checkField(field, values);
    if (issue) issues[field.name] = issue;
  }
  return issues;
}

/** A street address that names a post office box: allowed, with a warning (we need where the business is). */
export function hasPoBox(value: string): boolean {
  return PO_BOX.test(value);
}

/** The inline message (beside the field) and the summary line (names the field) for an issue. */
export function describeIssue(
  issue: Issue,
  label: string,
  messages: FormMessages,
): { inline: string; summary: string } {
  switch (issue.kind) {
    case 'required':
      // The same words beside the field as in the summary: which field, not just "required".
      return same(`${label} ${messages.isRequired}`);
    case 'less':
      return same(`${label} ${messages.cannotBeLessThan} ${issue.limit}`);
    case 'more':
    case 'tooLong':
      return same(
        `${label} ${messages.cannotBeMoreThan} ${issue.limit}${issue.kind === 'tooLong' ? ' characters' : ''}`,
      );
    case 'state':
      return { inline: messages.stateFirstWord, summary: `${label}: ${messages.stateFirstWord}` };
    case 'zipState':
      return { inline: messages.zipState, summary: `${label}: ${messages.zipState}` };
    default:
      return { inline: messages.invalid, summary: `${label} ${messages.isInvalid}` };
  }
}

function same(text: string) {
  return { inline: text, summary: text };
}
