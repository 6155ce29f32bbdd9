import type { ComponentInstance } from '@uniformdev/canvas';
import type { WidgetProps } from '../../types';
import type { RenderContext } from '@/lib/render/context';
import { getTranslations } from '@/lib/content';
import { combineStateOptions } from '@/lib/widgets/ae-search';
import { textParam } from '@/lib/render/params';
import { DEFAULT_LABELS, FORMS, isFormId, type FieldSpec, type FormId } from '@/lib/forms/definitions';
import { MESSAGE_KEYS, type FormMessages } from '@/lib/forms/rules';
import { Section } from '../../shared/Section';
import { Heading } from '../../shared/Heading';
import { FormFrame, NativeForm } from '../../shared/lazy-widgets.client';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import styles from './Forms.module.scss';
import type { FormTexts, ShownField } from './types';

const STATE_PHRASES = ['aeSearch.states-1', 'aeSearch.states-2', 'aeSearch.states-3', 'aeSearch.states-4'];

/** The forms' interface words; `form` picks the main button's words (the quote form's is its own). */
export function formTexts(t: RenderContext['t'], form?: FormId): FormTexts {
  const messages = Object.fromEntries(
    Object.entries(MESSAGE_KEYS).map(([name, key]) => [name, t(key)]),
  ) as unknown as FormMessages;
  return {
    messages,
    labels: {
      summaryHeading: t('forms.summary-heading'),
      submit: t(form === 'quote' ? 'forms.submit-quote' : 'forms.submit'),
      sending: t('forms.sending'),
      optional: t('forms.optional'),
      choose: t('forms.choose'),
      limit: t('forms.limit'),
      refused: t('forms.refused'),
      unavailable: t('forms.unavailable'),
      sentHeading: t('forms.sent-heading'),
      referenceLabel: t('forms.reference-label'),
      sentNext: t('forms.sent-next'),
      copy: t('forms.copy'),
      copied: t('forms.copied'),
      nextHeading: t('forms.next-heading'),
      nextQuote: t('forms.next-quote'),
      nextOther: t('forms.next-other'),
      nextCall: t('forms.next-call'),
      phone: t('forms.phone'),
      groups: {
        business: t('forms.group-business'),
        contact: t('forms.group-contact'),
        cover: t('forms.group-cover'),
      },
    },
  };
}

/** State names by abbreviation, from the finder's translation entries. */
export async function stateLabels(context: RenderContext): Promise<Record<string, string>> {
  const translations = await getTranslations(context.preview, context.locale);
  const options = combineStateOptions(STATE_PHRASES.map((key) => translations[key] ?? ''));
  return Object.fromEntries(options.map((option) => [option.abbreviation, option.label]));
}

/**
 * The words shown for a select's or checkbox group's options: the phrase `forms.option.<value>` of the page's locale
 * where there is one, else the value itself. The value sent and stored stays the same in every language.
 */
function optionLabels(spec: FieldSpec, t: RenderContext['t']): Record<string, string> | undefined {
  if (!spec.options) return undefined;
  return Object.fromEntries(
    spec.options.map((option) => {
      const key = `forms.option.${option
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')}`;
      const phrase = t(key);
      return [option, phrase === key ? option : phrase];
    }),
  );
}

/** A field's label when the content gives none: the phrase `forms.label.<field>` in the page's locale, else the default. */
export function fieldLabel(t: RenderContext['t'], name: string): string {
  const key = `forms.label.${name}`;
  const phrase = t(key);
  return phrase === key ? (DEFAULT_LABELS[name] ?? name) : phrase;
}

/** The content's words for one field (a formField child of the `fields` slot), or the defaults. */
function shownField(
  spec: FieldSpec,
  child: ComponentInstance | undefined,
  states: Record<string, string>,
  t: RenderContext['t'],
): ShownField {
  return {
    ...spec,
    label: (child && textParam(child, 'label')) || fieldLabel(t, spec.name),
    help: child ? textParam(child, 'helpText') : undefined,
    optionLabels: spec.kind === 'state' ? states : optionLabels(spec, t),
  };
}

/**
 * CMS layer of nativeForm: which form, its heading and thank-you page, and the `fields` slot of formField children
 * that give labels and help text; an optional field shows only when a child names it. With vendorFormName set, the
 * vendor's form shows when a form host is configured, this form otherwise.
 */
export async function NativeFormWidget({ component, context, nested }: WidgetProps) {
  const form = textParam(component, 'form');
  if (!isFormId(form)) return null;
  const children = (component.slots?.fields ?? []).filter((child) => child.type === 'formField');
  const byName = new Map(children.map((child) => [textParam(child, 'field') ?? '', child]));
  const states = await stateLabels(context);
  const fields = FORMS[form]
    .filter((spec) => spec.required || byName.has(spec.name))
    .map((spec) => shownField(spec, byName.get(spec.name), states, context.t));
  const heading = textParam(component, 'heading');
  const native = (
    <NativeForm
      form={form}
      fields={fields}
      optional={fields.filter((field) => !field.required).map((field) => field.name)}
      thanksPath={textParam(component, 'thankYouPage') || '/contact-us/thank-you'}
      pagePath={context.path}
      locale={context.locale === DEFAULT_LOCALE ? undefined : context.locale}
      {...formTexts(context.t, form)}
    />
  );
  const vendorName = textParam(component, 'vendorFormName');
  return (
    <Section nested={nested} className={nested ? styles.inColumn : undefined}>
      {heading && <Heading level="h2">{heading}</Heading>}
      {vendorName ? (
        <FormFrame
          formName={vendorName}
          title={context.t('formEmbed.title')}
          loadingText={context.t('formEmbed.loading')}
          fallback={native}
          fallbackUntilKnown
        />
      ) : (
        native
      )}
    </Section>
  );
}
