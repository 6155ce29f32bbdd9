import type { WidgetProps } from '../../types';
import { LOOKUP_FIELDS } from '@/lib/forms/definitions';
import { textParam } from '@/lib/render/params';
import { Section } from '../../shared/Section';
import { Heading } from '../../shared/Heading';
import styles from './Forms.module.scss';
import { fieldLabel, formTexts } from './NativeFormWidget';
import { QuoteLookup } from '../../shared/lazy-widgets.client';

/** CMS layer of quoteLookup: the interface text from translation entries, its heading and next steps from content. */
export function QuoteLookupWidget({ component, context, nested }: WidgetProps) {
  const { t } = context;
  // The date of birth matters only for requests stored while the quote form asked for it (lib/forms/store.ts).
  const fields = LOOKUP_FIELDS.map((spec) => ({
    ...spec,
    label: fieldLabel(t, spec.name),
    help: spec.name === 'dateOfBirth' ? t('quoteLookup.birth-help') : undefined,
  }));
  const heading = textParam(component, 'heading');
  return (
    <Section nested={nested} className={nested ? styles.inColumn : undefined}>
      {heading && <Heading level="h2">{heading}</Heading>}
      <QuoteLookup
        fields={fields}
        pagePath={context.path}
        {...formTexts(t)}
        lookup={{
          find: t('quoteLookup.find'),
          notFound: t('quoteLookup.not-found'),
          limit: t('forms.limit'),
          unavailable: t('forms.unavailable'),
          foundHeading: t('quoteLookup.found-heading'),
          receivedOn: t('quoteLookup.received-on'),
          business: t('quoteLookup.business'),
          coverages: t('quoteLookup.coverages'),
          nextSteps: textParam(component, 'nextSteps') ?? t('quoteLookup.next-steps'),
        }}
      />
    </Section>
  );
}
