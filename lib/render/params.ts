import type { ComponentInstance } from '@uniformdev/canvas';
import { asLinkValue, type LinkValue } from '../routing/links';

/**
 * Readers for Uniform component parameters: each turns a raw `{type, value}` into a plain, typed value, so display
 * components never see CMS shapes.
 */

export type HeadingLevel = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'div';

/** An image asset (docs/behaviour.md#content-model): file url, title, description, content type and pixel size. */
export interface ImageAsset {
  url: string;
  title: string;
  description: string;
  width: number;
  height: number;
  contentType?: string;
}

function raw(component: ComponentInstance, name: string): unknown {
  return component.parameters?.[name]?.value;
}

export function textParam(component: ComponentInstance, name: string): string | undefined {
  const value = raw(component, name);
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function boolParam(component: ComponentInstance, name: string, fallback = false): boolean {
  const value = raw(component, name);
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return fallback;
}

/** A select parameter limited to `allowed`, else the fallback. */
export function enumParam<T extends string>(
  component: ComponentInstance,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const value = textParam(component, name);
  const match = allowed.find((option) => option.toLowerCase() === value?.toLowerCase());
  return match ?? fallback;
}

/** `*Type` parameters: H1 to H6 (any case) become that heading; anything else a div (docs/behaviour.md#content-model). */
export function headingLevel(value: string | undefined, fallback: HeadingLevel = 'div'): HeadingLevel {
  const normalized = value?.trim().toLowerCase();
  if (normalized && /^h[1-6]$/.test(normalized)) return normalized as HeadingLevel;
  return value === undefined ? fallback : 'div';
}

export function headingParam(component: ComponentInstance, name: string, fallback: HeadingLevel = 'h2'): HeadingLevel {
  return headingLevel(textParam(component, name), fallback);
}

export function richTextParam(component: ComponentInstance, name: string): unknown {
  const value = raw(component, name);
  return value && typeof value === 'object' ? value : undefined;
}

function field(fields: Record<string, unknown> | undefined, name: string): unknown {
  const entry = fields?.[name];
  return entry && typeof entry === 'object' && 'value' in entry ? (entry as { value: unknown }).value : entry;
}

/** Normalises one Uniform asset (`{fields: {url: {value}}}`) into an ImageAsset. */
export function toImageAsset(asset: unknown): ImageAsset | undefined {
  if (!asset || typeof asset !== 'object') return undefined;
  const fields = (asset as { fields?: Record<string, unknown> }).fields;
  const url = field(fields, 'url');
  const width = Number(field(fields, 'width'));
  const height = Number(field(fields, 'height'));
  if (typeof url !== 'string' || !url || !(width > 0) || !(height > 0)) return undefined;
  return {
    url,
    title: String(field(fields, 'title') ?? ''),
    description: String(field(fields, 'description') ?? ''),
    width,
    height,
    contentType: (field(fields, 'mediaType') as string | undefined) ?? undefined,
  };
}

export function imageParam(component: ComponentInstance, name: string): ImageAsset | undefined {
  const value = raw(component, name);
  return toImageAsset(Array.isArray(value) ? value[0] : value);
}

/**
 * A Uniform `link` parameter (docs/content-and-uniform.md#links): a project map node, a URL, `tel` or `email` value,
 * each with its `path`. Anything else is no link.
 */
export function linkParam(component: ComponentInstance, name: string): LinkValue | undefined {
  return asLinkValue(raw(component, name));
}

/** Alt text from the asset's description, else its title; empty only when marked decorative. */
export function altText(image: ImageAsset): string {
  return image.description || image.title;
}
