import type { ReactNode } from 'react';
import type { HeadingLevel, ImageAsset } from '@/lib/render/params';
import { COLUMN_LAYOUTS, type ColumnSizing } from '@/lib/constants';
import { columnSizes } from '@/lib/widgets/image-sizes';
import { Heading } from '../../shared/Heading';
import { ContentImage } from '../../shared/ContentImage';
import { CtaBlock, type Cta } from '../../shared/CtaLink';
import { Section, type Background } from '../../shared/Section';
import { RichText } from '../../rendering/RichText/RichText';
import styles from './TextPlusImageWithSubheading.module.scss';

export const SUBHEADER_COLORS = ['green', 'terracotta', 'ink'] as const;
export type SubheaderColor = (typeof SUBHEADER_COLORS)[number];

export interface TextPlusImageWithSubheadingProps {
  title?: ReactNode;
  heading?: ReactNode;
  headingLevel: HeadingLevel;
  underlineHeading: boolean;
  subHeading?: ReactNode;
  subHeadingLevel: HeadingLevel;
  subheadingOverride?: ReactNode;
  subheaderColor: SubheaderColor;
  content?: ReactNode;
  media?: ImageAsset;
  underlineUnderImage: boolean;
  link?: Cta;
  linkType: 'button' | 'link';
  imagePosition: 'left' | 'right';
  columnSizing: ColumnSizing;
  background: Background;
  nested: boolean;
}

/** Text plus image with a small title above the heading and a subheading under it; columns as text plus image. */
export function TextPlusImageWithSubheading(props: TextPlusImageWithSubheadingProps) {
  const {
    title,
    heading,
    headingLevel,
    underlineHeading,
    subHeading,
    subHeadingLevel,
    subheadingOverride,
    subheaderColor,
    content,
    media,
    underlineUnderImage,
    link,
    linkType,
    imagePosition,
    columnSizing,
    background,
    nested,
  } = props;
  const [mediaSpan, textSpan] = COLUMN_LAYOUTS[columnSizing];
  return (
    <Section nested={nested} background={background}>
      <div className={`row align-items-center gy-4 gx-lg-5 ${imagePosition === 'right' ? 'flex-md-row-reverse' : ''}`}>
        {media ? (
          <div className={`col-md-${mediaSpan}`} data-column="media">
            {underlineUnderImage ? (
              // The rule is the picture's own lower edge: a line below it, apart, read as a stray.
              <div className={styles.ruledImage} data-image-underline="">
                <ContentImage image={media} sizes={columnSizes(mediaSpan)} className={styles.image} />
              </div>
            ) : (
              <ContentImage image={media} sizes={columnSizes(mediaSpan)} className={styles.image} />
            )}
          </div>
        ) : null}
        <div className={media ? `col-md-${textSpan}` : 'col-12'} data-column="text">
          {title ? <p className={styles.title}>{title}</p> : null}
          <Heading level={headingLevel} className={`${styles.heading} ${underlineHeading ? styles.underline : ''}`}>
            {heading}
          </Heading>
          {subheadingOverride ? (
            <RichText className={`${styles.subheading} ${styles[subheaderColor]}`}>{subheadingOverride}</RichText>
          ) : subHeading ? (
            <Heading level={subHeadingLevel} className={`${styles.subheading} ${styles[subheaderColor]}`}>
              {subHeading}
            </Heading>
          ) : null}
          <RichText>{content}</RichText>
          <CtaBlock cta={link} variant={linkType === 'link' ? 'text' : 'primary'} />
        </div>
      </div>
    </Section>
  );
}
