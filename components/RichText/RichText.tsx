import { Fragment, type ReactNode } from 'react';
import { richTextBlocks, TEXT_FORMAT, type RichTextNode } from '@/lib/richtext';
import { replaceYearTokens, splitSupportIdToken } from '@/lib/tokens';
import type { RenderContext } from '@/lib/render/context';
import { CmsLink } from '../shared/CmsLink';

const BLOCK_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

function formatText(text: string, format: number): ReactNode {
  let node: ReactNode = text;
  if (format & TEXT_FORMAT.code) node = <code>{node}</code>;
  if (format & TEXT_FORMAT.subscript) node = <sub>{node}</sub>;
  if (format & TEXT_FORMAT.superscript) node = <sup>{node}</sup>;
  if (format & TEXT_FORMAT.strikethrough) node = <s>{node}</s>;
  if (format & TEXT_FORMAT.underline) node = <u>{node}</u>;
  if (format & TEXT_FORMAT.italic) node = <em>{node}</em>;
  if (format & TEXT_FORMAT.bold) node = <strong>{node}</strong>;
  return node;
}

/** Text with year tokens replaced; the support-id token becomes an empty placeholder the browser may fill. */
function renderText(node: RichTextNode, context: RenderContext): ReactNode {
  const text = replaceYearTokens(node.text ?? '', context.settings.foundingYear, context.now);
  const parts = splitSupportIdToken(text);
  const format = typeof node.format === 'number' ? node.format : 0;
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <span data-support-id="" /> : null}
      {part ? formatText(part, format) : null}
    </Fragment>
  ));
}

/** Rich-text nodes carry no ids; they are keyed by position, which never changes once rendered. */
function renderChildren(nodes: RichTextNode[] | undefined, context: RenderContext): ReactNode {
  return (nodes ?? []).map((child, index) => <Fragment key={index}>{renderNode(child, context)}</Fragment>);
}

function renderNode(node: RichTextNode, context: RenderContext): ReactNode {
  switch (node.type) {
    case 'text':
      return renderText(node, context);
    case 'linebreak':
      return <br />;
    case 'tab':
      return ' ';
    case 'paragraph':
      return <p>{renderChildren(node.children, context)}</p>;
    case 'heading': {
      const Tag = (BLOCK_TAGS.has(node.tag ?? '') ? node.tag : 'h3') as 'h3';
      return <Tag>{renderChildren(node.children, context)}</Tag>;
    }
    case 'quote':
      return <blockquote>{renderChildren(node.children, context)}</blockquote>;
    case 'list': {
      const Tag = node.listType === 'number' || node.tag === 'ol' ? 'ol' : 'ul';
      return <Tag>{renderChildren(node.children, context)}</Tag>;
    }
    case 'listitem':
      return <li>{renderChildren(node.children, context)}</li>;
    case 'link': {
      const link = context.resolveLink(node.link, {
        targetAction: node.target === '_blank' ? '_blank' : undefined,
        noFollow: node.noFollow || node.rel?.includes('nofollow'),
      });
      const children = renderChildren(node.children, context);
      return link ? <CmsLink link={link}>{children}</CmsLink> : children;
    }
    default:
      return renderChildren(node.children, context);
  }
}

/** Uniform rich text rendered as React elements (never raw HTML strings). */
export function RichText({ value, context, className }: { value: unknown; context: RenderContext; className?: string }) {
  const blocks = richTextBlocks(value);
  if (!blocks.length) return null;
  return <div className={['rich-text', className].filter(Boolean).join(' ')}>{renderChildren(blocks, context)}</div>;
}
