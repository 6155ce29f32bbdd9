import type { BlogBlock } from '@/lib/blog/types';
import { headingLevel } from '@/lib/render/params';
import type { RenderContext } from '@/lib/render/context';
import { RichText, renderRichText } from '../../rendering/RichText/RichText';
import { toCta } from '../../shared/widget-fields';
import { CtaLink } from '../../shared/CtaLink';
import { Heading } from '../../shared/Heading';
import { tableOfContents } from '@/lib/text/toc';
import { entryAsComponent, entryText } from '@/lib/editing/editable-entry';
import type { LinkEntry } from '@/lib/routing/links';
import styles from './BlogPost.module.scss';

/** An article's table of contents: its h2 content blocks, when there are enough of them. */
export function articleContents(blocks: BlogBlock[]) {
  return tableOfContents(
    blocks.flatMap((block) =>
      block.type === 'topiccontentBlock' && block.heading && headingLevel(block.headingType, 'h2') === 'h2'
        ? [{ key: block.id, text: block.heading }]
        : [],
    ),
  );
}

/** A block's call to action; in the canvas its label is editable in place, with the block's id as the component's. */
function blockCta(block: { id: string; type: string; cta?: LinkEntry }, context: RenderContext) {
  if (!block.cta || !context.editing) return toCta(block.cta, context);
  const entry = entryAsComponent(block, { ctaLabel: block.cta.linkTitle ?? '' });
  return toCta(block.cta, context, entryText(entry, 'ctaLabel', true));
}

/**
 * CMS layer of an article's body blocks (docs/behaviour.md#articles-and-listings), each keyed by its block id: rich text and links resolved. A block
 * in the table of contents carries its anchor (`anchors`, block id ─► id).
 */
export function BlogBlocks({
  blocks,
  context,
  anchors,
}: {
  blocks: BlogBlock[];
  context: RenderContext;
  anchors?: ReadonlyMap<string, string>;
}) {
  return (
    <>
      {blocks.map((block) => {
        switch (block.type) {
          case 'topiccontentBlock':
            return (
              <section key={block.id} id={anchors?.get(block.id)} className={styles.block} data-block={block.type}>
                {block.heading ? (
                  <Heading level={headingLevel(block.headingType, 'h2')}>{block.heading}</Heading>
                ) : null}
                <RichText>{renderRichText(block.content, context)}</RichText>
                {block.cta ? (
                  <p className={styles.blockCta}>
                    <CtaLink cta={blockCta(block, context)} variant="text" />
                  </p>
                ) : null}
              </section>
            );
          case 'topicheaderlessText':
            return (
              <div key={block.id} className={styles.block} data-block={block.type}>
                <RichText>{renderRichText(block.content, context)}</RichText>
              </div>
            );
          case 'topiccta':
            return (
              <aside key={block.id} className={styles.ctaBar} data-block={block.type} aria-label={block.heading}>
                <div>
                  {block.heading ? <p className={styles.ctaHeading}>{block.heading}</p> : null}
                  <RichText className={styles.ctaText}>{renderRichText(block.content, context)}</RichText>
                </div>
                {block.cta ? <CtaLink cta={blockCta(block, context)} variant="light" /> : null}
              </aside>
            );
        }
      })}
    </>
  );
}
