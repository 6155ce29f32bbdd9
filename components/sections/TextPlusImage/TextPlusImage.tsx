import type { ReactNode } from 'react';
import type { HeadingLevel, ImageAsset } from '@/lib/render/params';
import { COLUMN_LAYOUTS, type ColumnSizing } from '@/lib/constants';
import { Heading } from '../../shared/Heading';
import { ContentImage } from '../../shared/ContentImage';
import { CtaBlock, type Cta } from '../../shared/CtaLink';
import { Section, type Background } from '../../shared/Section';
import { RichText } from '../../rendering/RichText/RichText';
import styles from './TextPlusImage.module.scss';

export interface TextPlusImageProps {
  heading?: ReactNode;
  headingLevel: HeadingLevel;
  content?: ReactNode;
  media?: ImageAsset;
  link?: Cta;
  imagePosition: 'left' | 'right';
  background: Background;
  columnSizing: ColumnSizing;
  anchor?: string;
  nested: boolean;
}

/** Image beside text; columns by columnSizing (default 4/8, fifty-fifty 6/6, sixty-forty 7/5), stacked on phones. */
export function TextPlusImage(props: TextPlusImageProps) {
  const { heading, headingLevel, content, media, link, imagePosition, background, columnSizing, anchor, nested } =
    props;
  const [mediaSpan, textSpan] = COLUMN_LAYOUTS[columnSizing];
  const mediaVw = Math.round((mediaSpan / 12) * 100);
  return (
    <Section nested={nested} background={background} id={anchor}>
      <div className={`row align-items-center gy-4 gx-lg-5 ${imagePosition === 'right' ? 'flex-md-row-reverse' : ''}`}>
        {media ? (
          <div className={`col-md-${mediaSpan}`} data-column="media">
            <ContentImage
              image={media}
              className={styles.image}
              sizes={`(min-width: 1400px) ${Math.round((1320 * mediaSpan) / 12)}px, (min-width: 768px) ${mediaVw}vw, 100vw`}
            />
          </div>
        ) : null}
        <div className={media ? `col-md-${textSpan}` : 'col-12'} data-column="text">
          <Heading level={headingLevel} className={styles.heading}>
            {heading}
          </Heading>
          <RichText>{content}</RichText>
          <CtaBlock cta={link} />
        </div>
      </div>
    </Section>
  );
}
