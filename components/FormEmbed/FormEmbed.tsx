import Link from 'next/link';
import type { RenderContext } from '@/lib/render/context';
import { FormFrame } from './FormFrame.client';
import styles from './FormEmbed.module.scss';

const AGENT_SEARCH_PATH = '/contact-us/agent-search';

/**
 * A vendor form by name, from the form host of the run-time settings. With no form host configured (or no form
 * name) it says plainly how to reach the company instead: phone, e-mail and the account executive finder. Never an
 * empty box.
 */
export function FormEmbed({ formName, context }: { formName?: string; context: RenderContext }) {
  const { t } = context;
  const fallback = <FormFallback context={context} />;
  if (!formName) return fallback;
  const title = t('formEmbed.title');
  return <FormFrame formName={formName} title={title} loadingText={t('formEmbed.loading')} fallback={fallback} />;
}

function FormFallback({ context }: { context: RenderContext }) {
  const { t, settings } = context;
  return (
    <div className={styles.fallback} data-form-fallback="">
      <h2 className="h4">{t('formEmbed.unavailable-heading')}</h2>
      <p>{t('formEmbed.unavailable-body')}</p>
      <ul className="list-unstyled mb-0">
        <li>
          {t('formEmbed.call')}: <a href={`tel:${settings.phoneNumber.replace(/[^\d+]/g, '')}`}>{settings.phoneNumber}</a>
        </li>
        <li>
          {t('formEmbed.email')}: <a href={`mailto:${settings.email}`}>{settings.email}</a>
        </li>
        <li>
          <Link href={AGENT_SEARCH_PATH}>{t('formEmbed.agent-search')}</Link>
        </li>
      </ul>
    </div>
  );
}
