import type { ComponentInstance, RootComponentInstance } from '@uniformdev/canvas';
import type { ManifestV2 } from '@uniformdev/context';

export type { ComponentInstance, RootComponentInstance };

/** The page index entry of docs/behaviour.md#pages-and-routes: one per routable page. */
export interface PageIndexEntry {
  entryID: string;
  breadcrumb: string;
  path: string;
  seoTitle: string;
  seoDescription: string;
  hideOnSitemapXml: boolean;
  hideOnSitemapHtml: boolean;
  sitemapTitle: string;
  /** Optional extras of docs/behaviour.md#content-model "Page content". */
  keywords?: string;
  canonicalLink?: string;
  socialImage?: string;
}

export interface SiteSettings {
  brandName: string;
  productSlug: string;
  phoneNumber: string;
  email: string;
  loginUrl: string;
  siteHost: string;
  foundingYear: number;
  description: string;
  address: string;
}

/** A content entry with its field values flattened (`fields.title` is the value, not `{type, value}`). */
export interface ContentEntry {
  id: string;
  type: string;
  slug?: string;
  name: string;
  fields: Record<string, unknown>;
  /** The locales the entry is enabled for (Uniform's `_locales`); absent when it lists none. */
  locales?: string[];
}

/** A project map page the published site does not show (unpublished, or a draft never published): no link names it. */
export interface WithheldPage {
  nodeId: string;
  path: string;
}

export type RouteResult =
  | { kind: 'composition'; composition: RootComponentInstance; page: PageIndexEntry }
  | { kind: 'redirect'; target: string; status: 301 | 302 | 307 | 308 }
  | { kind: 'notFound' };

export interface FetchOptions {
  /** Draft content for the canvas preview; never cached across requests. */
  preview?: boolean;
  /** In the canvas editor (preview only): its unsaved state first. */
  editing?: boolean;
  /** A release preview (preview only): reads see the release's versions where it has them. */
  releaseId?: string;
  /** The locale to read (lib/i18n/locales.ts); the default locale when absent. */
  locale?: string;
}

/** The one interface the rest of the site reads content through. Nothing else knows which source is in use. */
export interface ContentSource {
  readonly name: 'local' | 'uniform';
  getRoute(path: string, options?: FetchOptions): Promise<RouteResult>;
  getProjectMap(options?: FetchOptions): Promise<PageIndexEntry[]>;
  /** Nodes in the project map whose page is not published (none in a preview, which shows drafts). */
  getWithheldPages?(options?: FetchOptions): Promise<WithheldPage[]>;
  /** After a webhook: reads which addresses are pages again; true when the published pages or redirects changed. */
  refreshRouteIndex?(): Promise<boolean>;
  /** At start-up: which addresses are pages, read now unless the shared copy is fresh. */
  prepareRouteIndex?(): Promise<void>;
  getCompositionBySlug(slug: string, options?: FetchOptions): Promise<RootComponentInstance | undefined>;
  /** A composition or pattern by id (the canvas playground); undefined when there is none. */
  getCompositionById(id: string, options?: FetchOptions): Promise<RootComponentInstance | undefined>;
  getEntries(type: string, options?: FetchOptions): Promise<ContentEntry[]>;
  /** The Uniform Context manifest (signals and tests) the visitor's browser personalizes with. */
  getContextManifest(options?: FetchOptions): Promise<ManifestV2>;
}
