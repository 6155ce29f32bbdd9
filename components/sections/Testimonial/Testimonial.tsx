import type { ReactNode } from 'react';
import type { ImageAsset } from '@/lib/render/params';
import { Portrait } from '../../shared/Portrait';
import { Section } from '../../shared/Section';
import styles from './Testimonial.module.scss';

export interface TestimonialProps {
  media?: ImageAsset;
  title?: ReactNode;
  quote?: ReactNode;
  quoteSource?: ReactNode;
  location?: ReactNode;
  nested: boolean;
}

/** A customer's words with a photo: a title, the quote, who said it and where their business is. */
export function Testimonial({ media, title, quote, quoteSource, location, nested }: TestimonialProps) {
  if (!quote) return null;
  return (
    <Section nested={nested} background="cream">
      <div className="row align-items-center gy-4 gx-lg-5">
        {media ? (
          <div className="col-md-auto" data-column="media">
            <Portrait image={media} size="feature" />
          </div>
        ) : null}
        <div className={media ? 'col-md' : 'col-12'}>
          {title ? <h2 className={styles.title}>{title}</h2> : null}
          <figure className="mb-0">
            <blockquote className={styles.quote}>
              <p>{quote}</p>
            </blockquote>
            {quoteSource || location ? (
              <figcaption>
                {quoteSource ? <span className={styles.source}>{quoteSource}</span> : null}
                {quoteSource && location ? <span aria-hidden="true"> · </span> : null}
                {location ? <span className={styles.location}>{location}</span> : null}
              </figcaption>
            ) : null}
          </figure>
        </div>
      </div>
    </Section>
  );
}
