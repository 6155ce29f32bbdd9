import type { MouseEvent } from 'react';
import { letterAnchor, type IndexLetter } from '@/lib/widgets/glossary-letters';
import styles from './Glossary.module.scss';

/**
 * The A–Z index: a link for each letter that has terms (`?letter=f#glossary-letter-f`, so it works without
 * JavaScript), plain text for the others. With JavaScript a click selects the letter's first term in place and
 * keeps the letter in the address.
 */
export function LetterIndex({
  letters,
  label,
  onJump,
}: {
  letters: IndexLetter[];
  label: string;
  onJump: (term: number) => void;
}) {
  const jump = (event: MouseEvent<HTMLAnchorElement>, letter: string, term: number) => {
    event.preventDefault();
    const url = new URL(window.location.href);
    for (const key of [...url.searchParams.keys()]) {
      if (['letter', 'selletter'].includes(key.toLowerCase())) url.searchParams.delete(key);
    }
    url.searchParams.set('letter', letter.toLowerCase());
    url.hash = '';
    window.history.replaceState(window.history.state, '', url);
    onJump(term);
  };
  return (
    <nav aria-label={label} className="mb-4">
      <ul className={styles.letters}>
        {letters.map(({ letter, firstTerm }) => (
          <li key={letter}>
            {firstTerm === undefined ? (
              <span className={styles.letterEmpty}>{letter}</span>
            ) : (
              <a
                href={`?letter=${letter.toLowerCase()}#${letterAnchor(letter)}`}
                className={styles.letter}
                onClick={(event) => jump(event, letter, firstTerm)}
              >
                {letter}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
