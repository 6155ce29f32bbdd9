export type EntityFolder =
  | 'component'
  | 'composition'
  | 'componentPattern'
  | 'contentType'
  | 'entry'
  | 'locale'
  | 'projectMapDefinition'
  | 'projectMapNode'
  | 'redirect'
  | 'signal'
  | 'test';
export interface ContentFileRecord {
  folder: EntityFolder;
  file: string;
  data: unknown;
}
export interface LayoutProblem {
  file: string;
  field: string;
  message: string;
}
export const UUID_V4: RegExp;
export const UUID: RegExp;
export const FOLDERS: Record<EntityFolder, (data: unknown) => string | undefined>;
export function readContentTree(
  contentDir: string,
  cwd?: string,
): { files: ContentFileRecord[]; problems: LayoutProblem[] };
export function expectedFileName(folder: EntityFolder, data: unknown): string | undefined;
