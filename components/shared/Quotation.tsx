import type { ReactNode } from 'react';

/**
 * A quotation and its attribution (who said it, and where or for which business): the blockquote and figcaption of
 * the `<figure>` the caller lays out. The caption is left out when it names no one.
 */
export function Quotation({
  quote,
  person,
  place,
  classNames = {},
}: {
  quote: ReactNode;
  person?: ReactNode;
  place?: ReactNode;
  classNames?: { quote?: string; caption?: string; person?: string; place?: string };
}) {
  return (
    <>
      <blockquote className={classNames.quote}>
        <p>{quote}</p>
      </blockquote>
      {person || place ? (
        <figcaption className={classNames.caption}>
          {person ? <span className={classNames.person}>{person}</span> : null}
          {place ? <span className={classNames.place}>{place}</span> : null}
        </figcaption>
      ) : null}
    </>
  );
}
