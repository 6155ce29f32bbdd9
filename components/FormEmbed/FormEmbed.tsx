import Link from 'next/link';
import { FormFrame } from './FormFrame.client';
import styles from './FormEmbed.module.scss';

const AGENT_SEARCH_PATH = '/contact-us/agent-search';

/**
 * A vendor form by name. With no form host configured it says plainly how to reach the company instead: phone,
 * e-mail and the account executive finder. Never an empty box.
 */
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
  formHost?: string;
  phoneNumber: string;
  email: string;
  labels: FormEmbedLabels;
}

export function FormEmbed({ formName, formHost, phoneNumber, email, labels }: FormEmbedProps) {
  if (formHost && formName) {
    return (
      <div className={styles.embed}>
        <FormFrame formHost={formHost} formName={formName} title={labels.title} loadingText={labels.loading} />
      </div>
    );
  }
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
