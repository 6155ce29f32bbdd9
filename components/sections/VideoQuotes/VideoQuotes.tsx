import type { ReactNode } from 'react';
import type { HeadingLevel } from '@/lib/render/params';
import { Heading } from '../../shared/Heading';
import { Quotation } from '../../shared/Quotation';
import { Section } from '../../shared/Section';
import { VideoFrame } from '../../integrations/Video';
import styles from './VideoQuotes.module.scss';

/** The quote entity of docs/behaviour.md#content-model: quote, person, business. */
export interface ShortQuote {
  id: string;
  quote: ReactNode;
  person?: ReactNode;
  business?: ReactNode;
}

export interface VideoQuotesProps {
  title?: ReactNode;
  titleLevel: HeadingLevel;
  videoId?: string;
  videoTitle: string;
  playLabel: string;
  quotes: ShortQuote[];
  nested: boolean;
}

/** A customer video beside short quotes from the people in it. */
export function VideoQuotes({ title, titleLevel, videoId, videoTitle, playLabel, quotes, nested }: VideoQuotesProps) {
  if (!videoId && !quotes.length) return null;
  return (
    <Section nested={nested} background="green-light">
      <Heading level={titleLevel} className={styles.title}>
        {title}
      </Heading>
      <div className="row gy-4 gx-lg-5 align-items-center">
        {videoId ? (
          <div className={quotes.length ? 'col-lg-7' : 'col-12'}>
            <VideoFrame videoId={videoId} title={videoTitle} playLabel={playLabel} />
          </div>
        ) : null}
        {quotes.length ? (
          <div className={videoId ? 'col-lg-5' : 'col-12'}>
            <ul className={styles.quotes}>
              {quotes.map((item) => (
                <li key={item.id}>
                  <figure className="mb-0">
                    <Quotation
                      quote={item.quote}
                      person={item.person}
                      place={item.business}
                      classNames={{ quote: styles.quote, caption: styles.caption, person: styles.person }}
                    />
                  </figure>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </Section>
  );
}
