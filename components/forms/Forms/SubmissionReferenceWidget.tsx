import type { WidgetProps } from '../../types';
import { textParam } from '@/lib/render/params';
import { Section } from '../../shared/Section';
import { SubmissionReference } from '../../shared/lazy-widgets.client';

/** CMS layer of submissionReference: the label before the reference number on a thank-you page. */
export function SubmissionReferenceWidget({ component, context, nested }: WidgetProps) {
  return (
    <Section nested={nested}>
      <SubmissionReference label={textParam(component, 'label') ?? context.t('forms.reference-label')} />
    </Section>
  );
}
