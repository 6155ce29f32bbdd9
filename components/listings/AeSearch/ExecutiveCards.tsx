import { CmsLink } from '../../shared/CmsLink';
import { Portrait } from '../../shared/Portrait';
import type { ExecutiveCard } from './types';
import styles from './AeSearch.module.scss';

/** The cards of the executives covering the chosen state. */
export function ExecutiveCards({ executives }: { executives: ExecutiveCard[] }) {
  return (
    <ul className={styles.cards}>
      {executives.map((executive) => (
        <li key={executive.id} className={styles.card}>
          {executive.photo ? <Portrait image={executive.photo} size="tile" /> : null}
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
