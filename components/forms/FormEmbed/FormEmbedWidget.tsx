import type { ComponentInstance } from '@uniformdev/canvas';
import type { WidgetProps } from '../../types';
import type { RenderContext } from '@/lib/render/context';
import { textParam } from '@/lib/render/params';
import { RichText } from '../../rendering/RichText/RichText';
import { richTextNode } from '../../shared/widget-fields';
import { Section } from '../../shared/Section';
import { FormEmbed, type FormEmbedLabels } from './FormEmbed';
import styles from './FormEmbed.module.scss';

function FormFromParams({ component, context }: { component: ComponentInstance; context: RenderContext }) {
  const { settings, t } = context;
  const labels: FormEmbedLabels = {
    title: t('formEmbed.title'),
    loading: t('formEmbed.loading'),
    unavailableHeading: t('formEmbed.unavailable-heading'),
    unavailableBody: t('formEmbed.unavailable-body'),
    call: t('formEmbed.call'),
    email: t('formEmbed.email'),
    agentSearch: t('formEmbed.agent-search'),
  };
  const contact = { phoneNumber: settings.phoneNumber, email: settings.email };
  return <FormEmbed formName={textParam(component, 'formName')} {...contact} labels={labels} />;
}

/** CMS layer of formEmbed: formName; the host comes from the run-time settings (NEXT_PUBLIC_FORM_HOST). */
export function FormEmbedWidget({ component, context, nested }: WidgetProps) {
  return (
    <Section nested={nested}>
      <FormFromParams component={component} context={context} />
    </Section>
  );
}

/** CMS layer of formWithAside: the form in the wide column, the aside's rich text beside it (below on phones). */
export function FormWithAsideWidget({ component, context, nested }: WidgetProps) {
  return (
    <Section nested={nested}>
      <div className="row gy-4">
        <div className="col-lg-8">
          <FormFromParams component={component} context={context} />
        </div>
        <aside className={`col-lg-4 ${styles.aside}`}>
          <RichText>{richTextNode(component, 'aside', context)}</RichText>
        </aside>
      </div>
    </Section>
  );
}
