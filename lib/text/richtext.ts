import { isRichTextNodeType, isRichTextValue } from '@uniformdev/richtext';

/**
 * Uniform rich text (Lexical JSON) as plain data: node shapes, and the clean-up rules that run before rendering.
 * Type checks come from `@uniformdev/richtext`; the node fields below are the ones the site reads.
 */
export interface RichTextNode {
  type: string;
  children?: RichTextNode[];
  text?: string;
  format?: number | string;
  tag?: string;
  listType?: 'bullet' | 'number' | 'check';
  link?: { type?: string; path?: string; nodeId?: string };
  target?: string;
  rel?: string;
  noFollow?: boolean;
}

export interface RichTextValue {
  root?: RichTextNode;
}

export function isRichText(value: unknown): value is RichTextValue {
  return isRichTextValue(value) && Array.isArray(value.root.children);
}

// Hand-written: the package only calls a whole value empty, and never a paragraph of spaces or line breaks.
function isEmptyParagraph(node: RichTextNode | undefined): boolean {
  if (!isRichTextNodeType(node, 'paragraph')) return false;
  const children = (node as RichTextNode).children ?? [];
  return children.every((child) => child.type === 'linebreak' || (child.type === 'text' && !child.text?.trim()));
}

/** The root's block nodes with trailing empty paragraphs removed (docs/behaviour.md#validation). */
export function richTextBlocks(value: unknown): RichTextNode[] {
  if (!isRichText(value)) return [];
  const blocks = [...(value.root?.children ?? [])];
  while (isEmptyParagraph(blocks[blocks.length - 1])) blocks.pop();
  return blocks;
}

/** Builds a rich-text value from paragraphs of plain text; used by fixtures and generated content. */
export function paragraphs(...texts: string[]): RichTextValue {
  return {
    root: {
      type: 'root',
      children: texts.map((text) => ({ type: 'paragraph', children: [{ type: 'text', text, format: 0 }] })),
    },
  };
}
