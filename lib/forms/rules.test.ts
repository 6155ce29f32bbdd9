import { FORMS, LOOKUP_FIELDS, visibleFields, type FieldSpec } from './definitions';
import { checkField, describeIssue, hasPoBox, isPhone, validate, type FormMessages } from './rules';

/** The phrases of the translation entries (content/entry), as the page reads them. */
const messages: FormMessages = {
  required: 'This field is required.',
  isRequired: 'is required',
  invalid: 'Please check this value.',
  isInvalid: 'is invalid',
  cannotBeLessThan: 'cannot be less than',
  cannotBeMoreThan: 'cannot be more than',
  stateFirstWord: 'Please start with the name of your state.',
  poBoxWarning: 'This looks like a P.O. box.',
  zipState: 'This ZIP code is not in the state you chose.',
};

const spec = (name: string, form = FORMS.quote): FieldSpec => form.find((field) => field.name === name)!;
const message = (name: string, values: Record<string, string | string[]>, label = 'Field') => {
  const issue = checkField(spec(name), values);
  return issue && describeIssue(issue, label, messages);
};

describe('form rules and their messages', () => {
  it('a required field left empty: "<label> is required" beside it and in the summary', () => {
    expect(message('businessName', { businessName: '  ' }, 'Business name')).toEqual({
      inline: 'Business name is required',
      summary: 'Business name is required',
    });
    expect(message('coverages', { coverages: [] })).toBeUndefined();
    expect(checkField(spec('topics', FORMS.lossControl), { topics: [] })).toEqual({ kind: 'required' });
  });

  it.each([
    ['ana@example.com', true],
    ['ana.ortega+quotes@farm.example.org', true],
    ['ana@example', false],
    ['ana example.com', false],
    ['<ana>@example.com', false],
  ])('e-mail %s valid: %s', (email, valid) =>
    expect(message('email', { email }, 'E-mail')).toEqual(
      valid ? undefined : { inline: 'Please check this value.', summary: 'E-mail is invalid' },
    ),
  );

  it.each([
    ['(503) 555-0142', true],
    ['503.555.0142', true],
    ['+1 503 555 0142', true],
    ['555-0142', false],
    ['503-555-01420', false],
    ['call me', false],
  ])('phone %s valid: %s', (phone, valid) => expect(isPhone(phone)).toBe(valid));

  it('a ZIP code must be five digits of a real prefix, and in the chosen state', () => {
    expect(message('zip', { zip: '97301', state: 'OR' })).toBeUndefined();
    expect(message('zip', { zip: '97301-1234', state: 'OR' })).toBeUndefined();
    expect(message('zip', { zip: '9730', state: 'OR' })?.inline).toBe('Please check this value.');
    expect(message('zip', { zip: '00000', state: 'OR' })?.inline).toBe('Please check this value.');
    expect(message('zip', { zip: '97301', state: 'WA' }, 'ZIP code')).toEqual({
      inline: 'This ZIP code is not in the state you chose.',
      summary: 'ZIP code: This ZIP code is not in the state you chose.',
    });
  });

  it('a state that is not one of ours gets the state first-word message', () => {
    expect(message('state', { state: 'Oregon' }, 'State')?.inline).toBe('Please start with the name of your state.');
    expect(message('state', { state: 'OR' })).toBeUndefined();
  });

  it('numbers within bounds: "cannot be less than" and "cannot be more than", whole numbers only', () => {
    expect(message('employees', { employees: '-1' }, 'Employees')?.summary).toBe('Employees cannot be less than 0');
    expect(message('employees', { employees: '10001' }, 'Employees')?.summary).toBe(
      'Employees cannot be more than 10000',
    );
    expect(message('employees', { employees: '12' })).toBeUndefined();
    expect(message('employees', { employees: '1.5' }, 'Employees')?.summary).toBe('Employees is invalid');
  });

  it('text longer than its limit cannot be more than the limit', () => {
    expect(message('businessName', { businessName: 'x'.repeat(121) }, 'Business name')?.inline).toBe(
      'Business name cannot be more than 120 characters',
    );
  });

  it('dates are real calendar days', () => {
    expect(message('renewalDate', { renewalDate: '2027-02-29' })?.inline).toBe('Please check this value.');
    expect(message('renewalDate', { renewalDate: '2028-02-29' })).toBeUndefined();
  });

  it('a select accepts only its own options (a tampered post is invalid)', () => {
    expect(message('businessType', { businessType: 'Florist' })).toBeUndefined();
    expect(message('businessType', { businessType: 'Bank' })?.inline).toBe('Please check this value.');
    expect(message('coverages', { coverages: ['Property', 'Yachts'] })?.inline).toBe('Please check this value.');
  });

  it('warns about a P.O. box in a street address', () => {
    for (const street of ['PO Box 12', 'P.O. Box 12', 'p o box 7', 'Post Office Box 3'])
      expect(hasPoBox(street)).toBe(true);
    for (const street of ['12 Boxwood Lane', '400 Post Rd']) expect(hasPoBox(street)).toBe(false);
  });

  it('an empty quote request lists every required field, and only those', () => {
    const issues = validate(FORMS.quote, {});
    expect(Object.keys(issues)).toEqual([
      'businessType',
      'businessName',
      'state',
      'zip',
      'firstName',
      'lastName',
      'email',
      'phone',
      'products',
    ]);
    expect(Object.keys(validate(LOOKUP_FIELDS, {}))).toEqual(['reference', 'lastName', 'email']);
  });

  it('shows the optional fields the content lists, and every required one', () => {
    const names = visibleFields('contact', ['phone']).map((field) => field.name);
    expect(names).toEqual(['firstName', 'lastName', 'email', 'phone', 'message']);
  });
});
