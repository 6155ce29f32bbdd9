import type { PageIndexEntry, WithheldPage } from '../content/types';

/** A link value as Uniform's link parameter stores it (docs/behaviour.md#content-model content link model). */
export interface LinkValue {
  type?: 'projectMapNode' | 'url' | 'email' | 'tel' | string;
  /** Project map node / page index entry id, for internal pages. */
  nodeId?: string;
  path?: string;
}

/** The link of docs/behaviour.md#content-model: a link value with its label, new tab and nofollow settings. */
export interface LinkEntry {
  linkTitle?: string;
  link?: LinkValue;
  targetAction?: 'None' | '_blank' | string;
  noFollow?: boolean;
}

/** A Uniform link value (a `type` and its `path`); anything else is no link. */
export function asLinkValue(value: unknown): LinkValue | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const { type, path } = value as LinkValue;
  return typeof type === 'string' && typeof path === 'string' ? (value as LinkValue) : undefined;
}

/**
 * A call to action held in an entry's fields (docs/content-and-uniform.md#entries), as components hold theirs: the
 * `link` field `name`, its label `<name>Label` and the checkboxes `<name>NewTab` and `<name>NoFollow`. Undefined
 * without a link or a label.
 */
export function fieldsLinkEntry(fields: Readonly<Record<string, unknown>>, name: string): LinkEntry | undefined {
  const link = asLinkValue(fields[name]);
  const label = fields[`${name}Label`];
  if (!link || typeof label !== 'string' || !label.trim()) return undefined;
  return {
    linkTitle: label,
    link,
    targetAction: fields[`${name}NewTab`] === true ? '_blank' : undefined,
    noFollow: fields[`${name}NoFollow`] === true,
  };
}

/** `placeholder`: no link, an empty link slot's drop target in the canvas (components/shared/link-slots.tsx). */
export type LinkKind = 'internal' | 'external' | 'tel' | 'mailto' | 'anchor' | 'modal' | 'placeholder';

export interface ResolvedLink {
  href: string;
  kind: LinkKind;
  /** For `modal:NAME` links: the modal's name. */
  modalName?: string;
  target?: '_blank';
  rel?: string;
}

export type LinkResolver = (
  link: LinkValue | undefined,
  options?: { targetAction?: string; noFollow?: boolean },
) => ResolvedLink | undefined;

const SAFE_SCHEME = /^(https?:|mailto:|tel:)/i;

/**
 * Resolves content links: internal pages by entry id (falling back to the stored path), tel:, mailto:, #anchors and
 * `modal:NAME`. Unsafe schemes (javascript:, data:) resolve to nothing, and so does a link to a page the published
 * site does not show (`withheld`: unpublished, or only ever a draft), by its node or its path. `_blank` adds noopener
 * noreferrer; noFollow adds nofollow.
 */
export function createLinkResolver(
  pages: readonly PageIndexEntry[],
  withheld: readonly WithheldPage[] = [],
  /** A page of `pages` at its address in the page's locale (`/es/…`); a link to any other page keeps its path. */
  localize: (path: string) => string = (path) => path,
): LinkResolver {
  const pathById = new Map(pages.map((page) => [page.entryID, page.path]));
  const localPaths = new Set(pages.map((page) => page.path));
  const inLocale = (path: string) => {
    const cut = path.search(/[?#]/);
    const bare = cut < 0 ? path : path.slice(0, cut);
    return localPaths.has(bare) ? `${localize(bare)}${path.slice(bare.length)}` : path;
  };
  const withheldIds = new Set(withheld.map((page) => page.nodeId));
  const withheldPaths = new Set(withheld.map((page) => page.path));
  const isWithheld = (path: string) => withheldPaths.has(path.split(/[?#]/)[0]!.replace(/(.)\/+$/, '$1'));
  return (link, options = {}) => {
    if (!link) return undefined;
    const raw = (link.path ?? '').trim();
    let resolved: ResolvedLink | undefined;
    if (link.type === 'projectMapNode') {
      const path = (link.nodeId && pathById.get(link.nodeId)) || raw;
      if (link.nodeId && withheldIds.has(link.nodeId)) return undefined;
      if (path.startsWith('/') && !isWithheld(path)) resolved = { href: inLocale(path), kind: 'internal' };
    } else if (link.type === 'tel' || /^tel:/i.test(raw)) {
      const number = raw.replace(/^tel:/i, '').replace(/[^\d+]/g, '');
      if (number) resolved = { href: `tel:${number}`, kind: 'tel' };
    } else if (link.type === 'email' || /^mailto:/i.test(raw)) {
      const address = raw.replace(/^mailto:/i, '');
      if (address) resolved = { href: `mailto:${address}`, kind: 'mailto' };
    } else if (/modal:/i.test(raw)) {
      const modalName = raw.slice(raw.toLowerCase().indexOf('modal:') + 'modal:'.length).trim();
      if (modalName) resolved = { href: `#modal-${encodeURIComponent(modalName)}`, kind: 'modal', modalName };
    } else if (raw.startsWith('#')) {
      resolved = { href: raw, kind: 'anchor' };
    } else if (raw.startsWith('/') && !raw.startsWith('//')) {
      if (!isWithheld(raw)) resolved = { href: inLocale(raw), kind: 'internal' };
    } else if (SAFE_SCHEME.test(raw)) {
      resolved = { href: raw, kind: 'external' };
    }
    if (!resolved) return undefined;
    const rel: string[] = [];
    if (options.targetAction === '_blank') {
      resolved.target = '_blank';
      rel.push('noopener', 'noreferrer');
    }
    if (options.noFollow) rel.push('nofollow');
    if (rel.length) resolved.rel = rel.join(' ');
    return resolved;
  };
}
