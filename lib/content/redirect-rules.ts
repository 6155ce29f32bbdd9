import { join } from 'node:path';
import { readContentTree } from './layout.mjs';
import { parseContent, redirectFileSchema } from './schemas';

export interface RedirectRule {
  source: string;
  destination: string;
  statusCode: 301 | 302 | 307 | 308;
}

/**
 * The embedded redirects (content/redirect, the CLI's flat redirect files) as Next.js redirect rules, so they answer
 * with the exact status they ask for before any page renders. (Redirects that exist only in a Uniform project are
 * answered by the catch-all page.)
 */
export function loadRedirectRules(dir: string = join(process.cwd(), 'content')): RedirectRule[] {
  return readContentTree(dir)
    .files.filter((item) => item.folder === 'redirect')
    .map(({ file, data }) => {
      const redirect = parseContent(redirectFileSchema, data, file);
      return { source: redirect.sourceUrl, destination: redirect.targetUrl, statusCode: redirect.targetStatusCode };
    });
}
