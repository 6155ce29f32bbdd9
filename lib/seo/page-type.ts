import { walkNodeTree, type ComponentInstance } from '@uniformdev/canvas';

/** Component types that make a page an article for social cards (docs/behaviour.md#personalization-consent-and-flags). */
export const ARTICLE_COMPONENT_TYPES = new Set(['blogPost', 'publicationHero']);

/** 'article' when a blog wrapper or publication hero is on the page, otherwise 'website'. */
export function socialPageType(composition: ComponentInstance): 'article' | 'website' {
  let article = false;
  walkNodeTree(composition, ({ node, actions }) => {
    if (ARTICLE_COMPONENT_TYPES.has(node.type)) {
      article = true;
      actions.stopProcessingDescendants();
    }
  });
  return article ? 'article' : 'website';
}
