/**
 * The site's own forms: which fields each takes, and their limits. Plain data, shared by the browser (validation on
 * blur) and the server (the same rules again before anything is stored). Labels and help text come from content.
 */
export type FieldKind =
  'text' | 'email' | 'tel' | 'zip' | 'state' | 'street' | 'select' | 'number' | 'date' | 'textarea' | 'checkboxes';

export interface FieldSpec {
  name: string;
  kind: FieldKind;
  /** Shown to everyone and required; an optional field shows only when the content lists it. */
  required?: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  /** For select and checkboxes: the values (labels come from content, defaulting to the value). */
  options?: readonly string[];
  autoComplete?: string;
}

export const FORM_IDS = ['quote', 'coi', 'lossControl', 'agent', 'contact'] as const;
export type FormId = (typeof FORM_IDS)[number];

export const SEGMENTS = [
  'Greenhouse grower',
  'Nursery or sod farm',
  'Garden center',
  'Florist',
  'Landscaper or plantscaper',
] as const;
export const REVENUE_BANDS = [
  'Under $500,000',
  '$500,000 to $1 million',
  '$1 million to $5 million',
  '$5 million to $25 million',
  'Over $25 million',
] as const;
export const COVERAGES = [
  'Property',
  'General liability',
  'Commercial auto',
  'Inland marine',
  'Equipment breakdown',
  "Workers' compensation",
  'Umbrella',
] as const;

const name = (field: string, autoComplete: string): FieldSpec => ({
  name: field,
  kind: 'text',
  required: true,
  maxLength: 80,
  autoComplete,
});
const firstName = name('firstName', 'given-name');
const lastName = name('lastName', 'family-name');
const email: FieldSpec = { name: 'email', kind: 'email', required: true, maxLength: 254, autoComplete: 'email' };
const phone: FieldSpec = { name: 'phone', kind: 'tel', required: true, maxLength: 30, autoComplete: 'tel' };
const business: FieldSpec = {
  name: 'businessName',
  kind: 'text',
  required: true,
  maxLength: 120,
  autoComplete: 'organization',
};
const state: FieldSpec = { name: 'state', kind: 'state', required: true };
const zip: FieldSpec = { name: 'zip', kind: 'zip', required: true, autoComplete: 'postal-code' };
const street: FieldSpec = { name: 'street', kind: 'street', maxLength: 120, autoComplete: 'address-line1' };
const message: FieldSpec = { name: 'message', kind: 'textarea', maxLength: 2000 };
/** Who to answer, as most forms ask it. */
const contactPerson = [firstName, lastName, email, phone];
const address = [street, state, zip];

export const FORMS: Record<FormId, readonly FieldSpec[]> = {
  quote: [
    { name: 'businessType', kind: 'select', required: true, options: SEGMENTS },
    business,
    ...address,
    firstName,
    lastName,
    email,
    phone,
    { name: 'products', kind: 'textarea', required: true, maxLength: 1000 },
    { name: 'revenueBand', kind: 'select', options: REVENUE_BANDS },
    { name: 'employees', kind: 'number', min: 0, max: 10000 },
    { name: 'currentCarrier', kind: 'text', maxLength: 120 },
    { name: 'renewalDate', kind: 'date' },
    { name: 'coverages', kind: 'checkboxes', options: COVERAGES },
    message,
  ],
  coi: [
    business,
    { name: 'policyNumber', kind: 'text', required: true, maxLength: 40 },
    ...contactPerson,
    { name: 'holderName', kind: 'text', required: true, maxLength: 120 },
    ...address,
    message,
  ],
  lossControl: [
    business,
    { name: 'policyNumber', kind: 'text', maxLength: 40 },
    ...contactPerson,
    ...address,
    {
      name: 'topics',
      kind: 'checkboxes',
      required: true,
      options: ['Safety posters', 'Greenhouse fire', 'Pesticide storage', 'Vehicle safety', 'Heat illness'],
    },
    message,
  ],
  agent: [
    { name: 'agencyName', kind: 'text', required: true, maxLength: 120, autoComplete: 'organization' },
    ...contactPerson,
    ...address,
    { name: 'licenseNumber', kind: 'text', required: true, maxLength: 40 },
    { name: 'yearsInBusiness', kind: 'number', min: 0, max: 200 },
    message,
  ],
  contact: [
    firstName,
    lastName,
    email,
    { ...phone, required: false },
    { ...state, required: false },
    { ...zip, required: false },
    { ...message, required: true },
  ],
};

/** The label a field has when the content gives none. */
export const DEFAULT_LABELS: Record<string, string> = {
  locale: 'Language of the page',
  businessType: 'Type of business',
  businessName: 'Business name',
  street: 'Street address',
  state: 'State',
  zip: 'ZIP code',
  firstName: 'First name',
  lastName: 'Last name',
  dateOfBirth: 'Date of birth',
  email: 'E-mail',
  phone: 'Phone',
  products: 'What you grow, sell or install',
  revenueBand: 'Annual revenue',
  employees: 'Employees',
  currentCarrier: 'Current insurance carrier',
  renewalDate: 'Renewal date',
  coverages: 'Coverages you want',
  message: 'Message',
  reference: 'Quote number',
  policyNumber: 'Policy number',
  holderName: 'Certificate holder',
  topics: 'Materials you want',
  agencyName: 'Agency name',
  licenseNumber: 'Producer license number',
  yearsInBusiness: 'Years in business',
};

/** The honeypot: a field people never see (hidden from sight and from assistive technology) and bots fill in. */
export const HONEYPOT = 'website';
/** The hidden field with the form's idempotency token (lib/forms/store.ts, submissionKey). */
export const SUBMISSION_TOKEN = 'submissionToken';

export function isFormId(value: unknown): value is FormId {
  return typeof value === 'string' && (FORM_IDS as readonly string[]).includes(value);
}

/** The fields a page shows: every required one, plus the optional ones the content lists (all when none listed). */
export function visibleFields(form: FormId, optional: readonly string[] | undefined): FieldSpec[] {
  return FORMS[form].filter((field) => field.required || !optional?.length || optional.includes(field.name));
}

/** A form's fields in titled groups (a fieldset each); the legend is a `forms.group-*` translation key's suffix. */
export interface FieldGroup {
  legend: 'business' | 'contact' | 'cover';
  fields: readonly string[];
}

/** The quote form is long: grouped, it reads as three short steps and lays out in two columns on wide screens. */
export const FORM_GROUPS: Partial<Record<FormId, readonly FieldGroup[]>> = {
  quote: [
    { legend: 'business', fields: ['businessType', 'businessName', 'street', 'state', 'zip'] },
    { legend: 'contact', fields: ['firstName', 'lastName', 'email', 'phone'] },
    {
      legend: 'cover',
      fields: ['products', 'revenueBand', 'employees', 'currentCarrier', 'renewalDate', 'coverages', 'message'],
    },
  ],
};

/**
 * Quote lookup: reference, last name and e-mail must match the stored quote request. The date of birth is asked only
 * of requests sent before the quote form stopped asking for it: a request stored with one still needs it to match.
 */
export const LOOKUP_FIELDS: readonly FieldSpec[] = [
  { name: 'reference', kind: 'text', required: true, maxLength: 20 },
  { name: 'lastName', kind: 'text', required: true, maxLength: 80, autoComplete: 'family-name' },
  { name: 'dateOfBirth', kind: 'date', autoComplete: 'bday' },
  { name: 'email', kind: 'email', required: true, maxLength: 254, autoComplete: 'email' },
];
