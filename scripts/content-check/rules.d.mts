export interface Problem {
  file: string;
  field: string;
  message: string;
}
export interface ContentFile {
  file: string;
  // Raw JSON as stored in content/.
  data: Record<string, unknown>;
}
export interface ContentStore {
  compositions: ContentFile[];
  entries: ContentFile[];
  nodes: ContentFile[];
  definitions: Map<string, Record<string, unknown>>;
  contentTypes: Map<string, Record<string, unknown>>;
  /** Ids of the component patterns in content/componentPattern/. */
  patternIds?: Set<string>;
}
export const SEO_TITLE_MAX: number;
export const SEO_DESCRIPTION_MIN: number;
export const SEO_DESCRIPTION_MAX: number;
export function checkDefinitions(store: ContentStore): Problem[];
export function checkContentTypes(store: ContentStore): Problem[];
export function checkLinks(store: ContentStore): Problem[];
export function checkReferences(store: ContentStore): Problem[];
export function checkWithheldLinks(store: ContentStore, withheldNodeIds: ReadonlySet<string>): Problem[];
export function checkImages(store: ContentStore, fileExists: (url: string) => boolean): Problem[];
export function checkSeo(store: ContentStore): Problem[];
export function checkSpelling(store: ContentStore): Problem[];
export function checkAll(store: ContentStore, fileExists: (url: string) => boolean): Problem[];
