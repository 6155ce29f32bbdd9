import type { ServerResponse } from 'node:http';
import { NON_HTML_POLICY } from '../csp/policy';
import { VARIANT_SEGMENT } from '../personalization/evaluate';

/** An answer the front door gives itself, without Next. */
export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const TEXT = { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Security-Policy': NON_HTML_POLICY };

/** Every answer the front door gives itself, in one place. */
export const replies = {
  methodNotAllowed: (allow: string): Reply => ({
    status: 405,
    headers: { ...TEXT, Allow: allow },
    body: 'Method not allowed.\n',
  }),
  moved: (status: number, location: string): Reply => ({
    status,
    headers: { ...TEXT, Location: location },
    body: `Moved to ${location}\n`,
  }),
  badRequest: (): Reply => ({ status: 400, headers: TEXT, body: 'Bad request.\n' }),
  refused: (status: number, reason: string): Reply => ({
    status,
    headers: { ...TEXT, Connection: 'close' },
    body: `Refused: ${reason}.\n`,
  }),
  /** The build's own not-found page, with the policy of its scripts. */
  notFound: (html: string, policy: string): Reply => ({
    status: 404,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': policy,
      'Cache-Control': 'no-cache',
    },
    body: html,
  }),
};

export function sendReply(res: ServerResponse, method: string, reply: Reply): void {
  for (const [name, value] of Object.entries(reply.headers)) res.setHeader(name, value);
  res.statusCode = reply.status;
  res.end(method === 'HEAD' ? undefined : reply.body);
}

export function appendVary(res: ServerResponse, name: string): void {
  const current = String(res.getHeader('vary') ?? '');
  const names = current.toLowerCase().split(/\s*,\s*/);
  if (!names.includes(name.toLowerCase())) res.setHeader('Vary', current ? `${current}, ${name}` : name);
}

/** Two Host headers: Node keeps the first, a proxy in front may have routed by the other. */
export function hasRepeatedHost(rawHeaders: readonly string[]): boolean {
  let hosts = 0;
  for (let index = 0; index < rawHeaders.length; index += 2)
    if (rawHeaders[index]!.toLowerCase() === 'host') hosts += 1;
  return hosts > 1;
}

/** A page rendered for one evaluation result is reached only through the front door's own rewrite, never by name. */
export function namesVariantPage(url: string): boolean {
  let path = url.split('?')[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    return false;
  }
  const first = path.split('/').find(Boolean) ?? '';
  return first.toLowerCase() === VARIANT_SEGMENT;
}
