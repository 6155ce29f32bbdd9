/**
 * Uniform rich text (Lexical JSON) as plain data: node shapes, and the clean-up rules that run before rendering.
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

export const TEXT_FORMAT = { bold: 1, italic: 2, strikethrough: 4, underline: 8, code: 16, subscript: 32, superscript: 64 } as const;

export function isRichText(value: unknown): value is RichTextValue {
  return Boolean(value) && typeof value === 'object' && Array.isArray((value as RichTextValue).root?.children);
}

function isEmptyParagraph(node: RichTextNode | undefined): boolean {
  if (!node || node.type !== 'paragraph') return false;
  return (node.children ?? []).every((child) => child.type === 'linebreak' || (child.type === 'text' && !child.text?.trim()));
}

/** The root's block nodes with trailing empty paragraphs removed (SPEC §5). */
export function richTextBlocks(value: unknown): RichTextNode[] {
  if (!isRichText(value)) return [];
  const blocks = [...(value.root?.children ?? [])];
  while (isEmptyParagraph(blocks[blocks.length - 1])) blocks.pop();
  return blocks;
}

/** The plain text of a rich-text value (for meta descriptions, aria labels and search). */
export function richTextToPlainText(value: unknown): string {
  const walk = (node: RichTextNode): string =>
    node.type === 'text' ? (node.text ?? '') : node.type === 'linebreak' ? '\n' : (node.children ?? []).map(walk).join('');
  return richTextBlocks(value).map(walk).join('\n\n').trim();
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
