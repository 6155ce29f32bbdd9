import type { BlogBlock } from '@/lib/blog/types';
import { headingLevel } from '@/lib/params';
import type { RenderContext } from '@/lib/render/context';
import { RichText } from '../RichText/RichText';
import { CtaLink } from '../shared/CtaLink';
import { Heading } from '../shared/Heading';
import styles from './BlogPost.module.scss';

/** The article body blocks of SPEC §2, each keyed by its block id. */
export function BlogBlocks({ blocks, context }: { blocks: BlogBlock[]; context: RenderContext }) {
  return (
    <>
      {blocks.map((block) => {
        switch (block.type) {
          case 'topiccontentBlock':
            return (
              <section key={block.id} className={styles.block} data-block={block.type}>
                {block.heading ? <Heading level={headingLevel(block.headingType, 'h2')}>{block.heading}</Heading> : null}
                <RichText value={block.content} context={context} />
                {block.cta ? <CtaLink entry={block.cta} context={context} variant="text" /> : null}
              </section>
            );
          case 'topicheaderlessText':
            return (
              <div key={block.id} className={styles.block} data-block={block.type}>
                <RichText value={block.content} context={context} />
              </div>
            );
          case 'topiccta':
            return (
              <aside key={block.id} className={styles.ctaBar} data-block={block.type} aria-label={block.heading}>
                <div>
                  {block.heading ? <p className={styles.ctaHeading}>{block.heading}</p> : null}
                  <RichText value={block.content} context={context} className={styles.ctaText} />
                </div>
                {block.cta ? <CtaLink entry={block.cta} context={context} variant="light" /> : null}
              </aside>
            );
        }
      })}
    </>
  );
}
