import Link from 'next/link';
import { FormFrame } from '../../shared/lazy-widgets.client';
import styles from './FormEmbed.module.scss';

const AGENT_SEARCH_PATH = '/contact-us/agent-search';

export interface FormEmbedLabels {
  title: string;
  loading: string;
  unavailableHeading: string;
  unavailableBody: string;
  call: string;
  email: string;
  agentSearch: string;
}

export interface FormEmbedProps {
  formName?: string;
  phoneNumber: string;
  email: string;
  labels: FormEmbedLabels;
}

/**
 * A vendor form by name, from the form host of the run-time settings. With no form host configured (or no form
 * name) it says plainly how to reach the company instead: phone, e-mail and the account executive finder. Never an
 * empty box.
 */
export function FormEmbed({ formName, phoneNumber, email, labels }: FormEmbedProps) {
  const fallback = <FormFallback phoneNumber={phoneNumber} email={email} labels={labels} />;
  if (!formName) return fallback;
  return <FormFrame formName={formName} title={labels.title} loadingText={labels.loading} fallback={fallback} />;
}

function FormFallback({ phoneNumber, email, labels }: Omit<FormEmbedProps, 'formName'>) {
  return (
    <div className={styles.fallback} data-form-fallback="">
      <h2 className="h4">{labels.unavailableHeading}</h2>
      <p>{labels.unavailableBody}</p>
      <ul className="list-unstyled mb-0">
        <li>
          {labels.call}: <a href={`tel:${phoneNumber.replace(/[^\d+]/g, '')}`}>{phoneNumber}</a>
        </li>
        <li>
          {labels.email}: <a href={`mailto:${email}`}>{email}</a>
        </li>
        <li>
          <Link href={AGENT_SEARCH_PATH}>{labels.agentSearch}</Link>
        </li>
      </ul>
    </div>
  );
}
