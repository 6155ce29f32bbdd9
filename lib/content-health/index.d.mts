export * from './settings.mjs';

export type Severity = 'error' | 'warning';

/** One problem: the component (or article entry) and parameter a click selects in the canvas. */
export interface HealthProblem {
  rule: string;
  severity: Severity;
  componentId: string;
  componentType: string;
  componentName: string;
  parameter?: string;
  /** Where it sits in the composition (`composition.slots.content[0].parameters.heading`) or entry. */
  path: string;
  message: string;
}

/** A page's title and description, as its page index entry holds them. */
export interface HealthPage {
  path: string;
  seoTitle?: string;
  seoDescription?: string;
}

/** What the rules know about the rest of the site. */
export interface HealthSite {
  /** Component definitions by type (content/component/). */
  definitions: ReadonlyMap<string, { name?: string; parameters?: unknown[] } & Record<string, unknown>>;
  /** Project map pages: node id to path. */
  nodes: ReadonlyMap<string, string>;
  /** Addresses of articles (blog posts' urls), which links may name by path. */
  articlePaths: ReadonlySet<string>;
  /** Pages the published site does not show (unpublished, or only ever a draft). */
  withheldNodeIds: ReadonlySet<string>;
  /** Every page's title and description, for duplicates. */
  pages: readonly HealthPage[];
  /** A source image's size in bytes where it is known (files under public/). */
  imageBytes?: (url: string) => number | undefined;
}

/** A composition as stored or as Uniform's API returns it (parameters `{type, value}`, slots). */
export interface HealthComposition {
  _id?: string;
  type: string;
  _pattern?: string;
  parameters?: Record<string, unknown>;
  slots?: Record<string, unknown>;
}

export function checkComposition(input: {
  composition: HealthComposition;
  page?: HealthPage;
  site: HealthSite;
  locale?: string;
}): HealthProblem[];
export function checkArticle(input: {
  entry: { id: string; type: string; fields?: Record<string, unknown> };
}): HealthProblem[];

export const TOKENS: Record<string, string>;
export function contrastRatio(foreground: string, background: string): number;
export function imageAlt(fields: unknown): string;
export function isDecorative(fields: unknown): boolean;
export function isVagueLinkText(text: string): boolean;
export function readingGrade(text: string): number | undefined;
