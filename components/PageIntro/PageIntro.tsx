import type { HeadingLevel } from '@/lib/params';
import type { LinkEntry } from '@/lib/links';
import type { RenderContext } from '@/lib/render/context';
import { Heading } from '../shared/Heading';
import { CtaLink } from '../shared/CtaLink';
import { Section } from '../shared/Section';
import { RichText } from '../RichText/RichText';
import styles from './PageIntro.module.scss';

export interface PageIntroProps {
  eyebrow?: string;
  heading?: string;
  headingLevel: HeadingLevel;
  content?: unknown;
  links: LinkEntry[];
  textAlignment: 'left' | 'center';
  nested: boolean;
  context: RenderContext;
}

/** The opening words of a page under its hero: a short label, a heading, a lead paragraph and up to a few links. */
export function PageIntro({ eyebrow, heading, headingLevel, content, links, textAlignment, nested, context }: PageIntroProps) {
  return (
    <Section nested={nested}>
      <div className={`${styles.intro} ${textAlignment === 'center' ? 'text-center mx-auto' : ''}`} data-alignment={textAlignment}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        {heading ? (
          <Heading level={headingLevel} className={styles.heading}>
            {heading}
          </Heading>
        ) : null}
        <RichText value={content} context={context} className={styles.lead} />
        {links.length ? (
          <div className={`${styles.links} ${textAlignment === 'center' ? 'justify-content-center' : ''}`}>
            {links.map((link, index) => (
              <CtaLink key={`${link.linkTitle}|${link.link?.path ?? link.link?.nodeId}`} entry={link} context={context} variant={index === 0 ? 'primary' : 'outline'} />
            ))}
          </div>
        ) : null}
      </div>
    </Section>
  );
}
