import type { ReactNode } from 'react';
import type { HeadingLevel } from '@/lib/render/params';
import { Heading } from '../../shared/Heading';
import { CtaLink, ctaKey, type Cta } from '../../shared/CtaLink';
import { Section } from '../../shared/Section';
import { RichText } from '../../rendering/RichText/RichText';
import styles from './PageIntro.module.scss';

export interface PageIntroProps {
  eyebrow?: ReactNode;
  heading?: ReactNode;
  headingLevel: HeadingLevel;
  content?: ReactNode;
  links: Cta[];
  textAlignment: 'left' | 'center';
  nested: boolean;
}

/** The opening words of a page under its hero: a short label, a heading, a lead paragraph and up to a few links. */
export function PageIntro({ eyebrow, heading, headingLevel, content, links, textAlignment, nested }: PageIntroProps) {
  return (
    <Section nested={nested}>
      <div
        className={`${styles.intro} ${textAlignment === 'center' ? 'text-center mx-auto' : ''}`}
        data-alignment={textAlignment}
      >
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <Heading level={headingLevel} className={styles.heading}>
          {heading}
        </Heading>
        <RichText className={styles.lead}>{content}</RichText>
        {links.length ? (
          <div className={`${styles.links} ${textAlignment === 'center' ? 'justify-content-center' : ''}`}>
            {links.map((link, index) => (
              <CtaLink key={ctaKey(link)} cta={link} variant={index === 0 ? 'primary' : 'outline'} />
            ))}
          </div>
        ) : null}
      </div>
    </Section>
  );
}
