import type { ReactNode } from 'react';
import type { HeadingLevel } from '@/lib/render/params';
import { Heading } from '../../shared/Heading';
import { CtaBlock, type Cta } from '../../shared/CtaLink';
import { Section, type Background } from '../../shared/Section';
import { RichText } from '../../rendering/RichText/RichText';
import styles from './ContentBlock.module.scss';

export interface ContentBlockProps {
  heading?: ReactNode;
  headingLevel: HeadingLevel;
  content?: ReactNode;
  cta?: Cta;
  cardType: 'none' | 'card' | 'outline';
  linkType: 'button' | 'link';
  textAlignment: 'left' | 'center' | 'right';
  anchor?: string;
  headingUnderline: boolean;
  borderTop: boolean;
  setAlignment: 'full' | 'narrow';
  background: Background;
  nested: boolean;
}

const TEXT_ALIGN = { left: 'text-start', center: 'text-center', right: 'text-end' } as const;

/** Heading, rich text and an optional call to action; as a plain band, a card or an outlined card. */
export function ContentBlock(props: ContentBlockProps) {
  const {
    heading,
    headingLevel,
    content,
    cta,
    cardType,
    linkType,
    textAlignment,
    anchor,
    headingUnderline,
    borderTop,
    setAlignment,
    background,
    nested,
  } = props;
  const body = (
    <div
      className={[
        styles.block,
        TEXT_ALIGN[textAlignment],
        cardType !== 'none' ? styles[cardType] : '',
        setAlignment === 'narrow' ? styles.narrow : '',
        textAlignment === 'center' && setAlignment === 'narrow' ? 'mx-auto' : '',
      ].join(' ')}
    >
      <Heading level={headingLevel} className={`${styles.heading} ${headingUnderline ? styles.underline : ''}`}>
        {heading}
      </Heading>
      <RichText>{content}</RichText>
      <CtaBlock cta={cta} variant={linkType === 'link' ? 'text' : 'primary'} className={styles.cta} />
    </div>
  );
  return (
    <Section nested={nested} background={background} id={anchor} borderTop={borderTop}>
      {body}
    </Section>
  );
}
