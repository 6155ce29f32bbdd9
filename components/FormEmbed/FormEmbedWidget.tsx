import type { WidgetProps } from '../types';
import { richTextParam, textParam } from '@/lib/params';
import { RichText } from '../RichText/RichText';
import { Section } from '../shared/Section';
import { FormEmbed } from './FormEmbed';
import styles from './FormEmbed.module.scss';

/** CMS layer of formEmbed: formName; the host comes from the run-time settings (NEXT_PUBLIC_FORM_HOST). */
export function FormEmbedWidget({ component, context, nested }: WidgetProps) {
  return (
    <Section nested={nested}>
      <FormEmbed formName={textParam(component, 'formName')} context={context} />
    </Section>
  );
}

/** CMS layer of formWithAside: the form in the wide column, the aside's rich text beside it (below on phones). */
export function FormWithAsideWidget({ component, context, nested }: WidgetProps) {
  return (
    <Section nested={nested}>
      <div className="row gy-4">
        <div className="col-lg-8">
          <FormEmbed formName={textParam(component, 'formName')} context={context} />
        </div>
        <aside className={`col-lg-4 ${styles.aside}`}>
          <RichText value={richTextParam(component, 'aside')} context={context} />
        </aside>
      </div>
    </Section>
  );
}
