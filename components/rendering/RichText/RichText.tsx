import { cloneElement, createElement, Fragment, isValidElement, type ReactNode } from 'react';
import { getRichTextTagsFromTextFormat } from '@uniformdev/richtext';
import { richTextBlocks, type RichTextNode } from '@/lib/text/richtext';
import { replaceYearTokens, splitSupportIdToken } from '@/lib/text/tokens';
import type { RenderContext } from '@/lib/render/context';
import { CmsLink } from '../../shared/CmsLink';

// React nodes are rendered here because @uniformdev/richtext renders only to HTML strings (and links unresolved).

const BLOCK_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

const PHONE_NUMBER = /(\+?1?[-. ]?\(?\d{3}\)?[-. ]\d{3}[-. ]\d{4})/;

/** Phone numbers written in the text never break across lines (a line ending in "1-" reads as a wrong number). */
function keepPhoneNumbersWhole(text: string): ReactNode {
  const parts = text.split(PHONE_NUMBER);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="phone-number">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

function formatText(text: string, format: number): ReactNode {
  const tags = getRichTextTagsFromTextFormat(format);
  return tags.reduceRight<ReactNode>((inner, tag) => createElement(tag, null, inner), keepPhoneNumbersWhole(text));
}

/** Text with year tokens replaced; the support-id token becomes an empty placeholder the browser may fill. */
function renderText(node: RichTextNode, context: RenderContext): ReactNode {
  const text = replaceYearTokens(node.text ?? '', context.settings.foundingYear, context.now);
  const parts = splitSupportIdToken(text);
  const format = typeof node.format === 'number' ? node.format : 0;
  if (parts.length === 1) return parts[0] ? formatText(parts[0], format) : null;
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <span data-support-id="" /> : null}
      {part ? formatText(part, format) : null}
    </Fragment>
  ));
}

/**
 * Rich-text nodes carry no ids; they are keyed by position, which never changes once rendered. A lone child and text
 * need no key, and an element takes its key itself: a Fragment around each would be sent in the page's RSC payload.
 */
function renderChildren(nodes: RichTextNode[] | undefined, context: RenderContext): ReactNode {
  const rendered = (nodes ?? []).map((child) => renderNode(child, context));
  return rendered.length === 1 ? rendered[0] : rendered.map(withKey);
}

function withKey(node: ReactNode, index: number): ReactNode {
  if (node == null || typeof node === 'string' || typeof node === 'number' || typeof node === 'boolean') return node;
  if (isValidElement(node)) return cloneElement(node, { key: index });
  return <Fragment key={index}>{node}</Fragment>;
}

function renderLink(node: RichTextNode, context: RenderContext): ReactNode {
  const link = context.resolveLink(node.link, {
    targetAction: node.target === '_blank' ? '_blank' : undefined,
    noFollow: node.noFollow || node.rel?.includes('nofollow'),
  });
  const children = renderChildren(node.children, context);
  return link ? <CmsLink link={link}>{children}</CmsLink> : children;
}

function renderNode(node: RichTextNode, context: RenderContext): ReactNode {
  const children = () => renderChildren(node.children, context);
  switch (node.type) {
    case 'text':
      return renderText(node, context);
    case 'linebreak':
      return <br />;
    case 'tab':
      return ' ';
    case 'paragraph':
      return <p>{children()}</p>;
    case 'heading':
      return createElement(BLOCK_TAGS.has(node.tag ?? '') ? node.tag! : 'h3', null, children());
    case 'quote':
      return <blockquote>{children()}</blockquote>;
    case 'list':
      return createElement(node.listType === 'number' || node.tag === 'ol' ? 'ol' : 'ul', null, children());
    case 'listitem':
      return <li>{children()}</li>;
    case 'link':
      return renderLink(node, context);
    default:
      return children();
  }
}

/**
 * CMS layer: Uniform rich text as React elements (never raw HTML strings), links resolved and tokens replaced;
 * undefined when the value holds no content.
 */
export function renderRichText(value: unknown, context: RenderContext): ReactNode {
  const blocks = richTextBlocks(value);
  return blocks.length ? renderChildren(blocks, context) : undefined;
}

/** Display layer: rendered rich text in its `.rich-text` wrapper; nothing when there is none. */
export function RichText({ children, className }: { children?: ReactNode; className?: string }) {
  if (!children) return null;
  return <div className={['rich-text', className].filter(Boolean).join(' ')}>{children}</div>;
}
