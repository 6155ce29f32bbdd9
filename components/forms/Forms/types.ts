import type { FieldGroup, FieldSpec } from '@/lib/forms/definitions';
import type { FormMessages } from '@/lib/forms/rules';

/** A field as the page shows it: the shared spec plus the content's label, help text and option labels. */
export interface ShownField extends FieldSpec {
  label: string;
  help?: string;
  /** Option labels by value (select, checkboxes, state). */
  optionLabels?: Record<string, string>;
}

/** Interface text of the forms, from translation entries. */
export interface FormLabels {
  summaryHeading: string;
  submit: string;
  sending: string;
  optional: string;
  choose: string;
  limit: string;
  refused: string;
  unavailable: string;
  sentHeading: string;
  referenceLabel: string;
  sentNext: string;
  copy: string;
  copied: string;
  nextHeading: string;
  nextQuote: string;
  nextOther: string;
  nextCall: string;
  phone: string;
  /** Legends of the field groups (lib/forms/definitions.ts, FORM_GROUPS). */
  groups: Record<FieldGroup['legend'], string>;
}

export interface FormTexts {
  labels: FormLabels;
  messages: FormMessages;
}
