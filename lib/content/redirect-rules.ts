import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseContent, redirectFileSchema } from './schemas';

export interface RedirectRule {
  source: string;
  destination: string;
  statusCode: 301 | 302 | 307 | 308;
}

/**
 * The embedded redirects as Next.js redirect rules, so they answer with the exact status they ask for before any
 * page renders. (Redirects that exist only in a Uniform project are answered by the catch-all page.)
 */
export function loadRedirectRules(dir: string = join(process.cwd(), 'content', 'redirects')): RedirectRule[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const { redirect } = parseContent(redirectFileSchema, JSON.parse(readFileSync(join(dir, file), 'utf8')), `content/redirects/${file}`);
      return { source: redirect.sourceUrl, destination: redirect.targetUrl, statusCode: redirect.targetStatusCode };
    });
}
