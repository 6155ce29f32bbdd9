export { TableOfContents, type TocLink } from './TableOfContents.client';
