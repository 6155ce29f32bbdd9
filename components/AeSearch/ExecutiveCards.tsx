import Image from 'next/image';
import { altText } from '@/lib/params';
import { IMAGE_QUALITY } from '@/lib/constants';
import { CmsLink } from '../shared/CmsLink';
import type { ExecutiveCard } from './types';
import styles from './AeSearch.module.scss';

/** The cards of the executives covering the chosen state. */
export function ExecutiveCards({ executives }: { executives: ExecutiveCard[] }) {
  return (
    <ul className={styles.cards}>
      {executives.map((executive) => (
        <li key={executive.id} className={styles.card}>
          {executive.photo ? (
            <Image
              src={executive.photo.url}
              alt={altText(executive.photo)}
              width={160}
              height={160}
              sizes="160px"
              quality={IMAGE_QUALITY}
              className={styles.photo}
            />
          ) : null}
          <div>
            <h4 className={styles.name}>{executive.name}</h4>
            {executive.description ? <p className="mb-2">{executive.description}</p> : null}
            {executive.button ? (
              <CmsLink link={executive.button.link} className="btn btn-outline-primary btn-sm">
                {executive.button.title}
              </CmsLink>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
