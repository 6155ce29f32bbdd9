import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { NEXT_INTERNAL_MODULES } from './next-private';
import type { Refusal } from './post-guard';

/**
 * A form post's body, checked before Next decodes it: what Next's multipart parser (busboy) or React's reply decoder
 * would throw on (a bare 500 with a stack trace) is refused as a 400 first. The site's actions take a form (and, with
 * useActionState, the previous state): plain JSON, a form, a promise or a value outlined in another field. Anything
 * else React can decode (maps, sets, blobs, streams, iterators, server references, `$1:key` paths such as
 * `$1:__proto__:then`) is refused, as is a reference to a field that is not there (`["$Q1"]`).
 */

interface Busboy {
  on(event: 'field', listener: (name: string, value: string) => void): Busboy;
  on(event: 'file', listener: (name: string, stream: Readable) => void): Busboy;
  on(event: 'error', listener: (error: unknown) => void): Busboy;
  on(event: 'close', listener: () => void): Busboy;
  end(chunk: Buffer): void;
}
type BusboyFactory = (options: { headers: IncomingHttpHeaders; limits?: Record<string, number> }) => Busboy;

let busboy: BusboyFactory | undefined;
const loadBusboy = () =>
  (busboy ??= createRequire(join(process.cwd(), 'package.json'))(NEXT_INTERNAL_MODULES.busboy) as BusboyFactory);

export interface FormBody {
  /** Text fields, by name (the last value of a repeated name). */
  fields: Map<string, string>;
  /** Names of file fields. */
  files: Set<string>;
}

/** The multipart body parsed as Next will parse it, or undefined where Next's parser fails (boundary, truncation). */
export function parseMultipart(headers: IncomingHttpHeaders, body: Buffer): Promise<FormBody | undefined> {
  return new Promise((resolve) => {
    const fields = new Map<string, string>();
    const files = new Set<string>();
    let parser: Busboy;
    try {
      parser = loadBusboy()({ headers, limits: { fieldSize: body.length + 1 } });
    } catch {
      return resolve(undefined);
    }
    parser.on('field', (name, value) => fields.set(name, value));
    parser.on('file', (name, stream) => {
      files.add(name);
      stream.resume();
    });
    parser.on('error', () => resolve(undefined));
    parser.on('close', () => resolve({ fields, files }));
    try {
      parser.end(body);
    } catch {
      resolve(undefined);
    }
  });
}

/** React reply values that decode without looking anything up: escaped strings, constants, dates, bigints, forms. */
const PLAIN_REFERENCE = /^\$(\$|undefined$|NaN$|Infinity$|-Infinity$|-0$|T$|D|n-?\d{1,400}$|K[0-9a-f]{1,8}$)/;
/** A value outlined in another field (`$1`) or a promise of one (`$@1`): fine when that field is there. */
const FIELD_REFERENCE = /^\$@?([0-9a-f]{1,8})$/;
const MAX_DEPTH = 64;

/** Why React's reply decoder would throw on these fields (`prefix` + decimal id, the root at id 0), or undefined. */
export function replyProblem(fields: Map<string, string>, files: Set<string>, prefix: string): string | undefined {
  const pending = [0];
  const checked = new Set<number>();
  while (pending.length) {
    const id = pending.pop()!;
    if (checked.has(id)) continue;
    checked.add(id);
    const name = `${prefix}${id}`;
    if (files.has(name)) return 'a file where a value belongs';
    const text = fields.get(name);
    if (text === undefined) return id === 0 ? 'no action arguments' : 'a reference to a missing field';
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return 'arguments that are not JSON';
    }
    const stack: [unknown, number][] = [[value, 0]];
    while (stack.length) {
      const [item, depth] = stack.pop()!;
      if (typeof item === 'string' && item.startsWith('$')) {
        if (PLAIN_REFERENCE.test(item)) continue;
        const field = FIELD_REFERENCE.exec(item);
        if (!field) return 'a reference the site never sends';
        pending.push(parseInt(field[1]!, 16));
      } else if (typeof item === 'object' && item !== null) {
        if (depth >= MAX_DEPTH) return 'arguments nested too deep';
        if (Object.hasOwn(item, '__proto__')) return 'a prototype key';
        for (const child of Object.values(item)) stack.push([child, depth + 1]);
      }
    }
  }
  return undefined;
}

export interface ActionCatalogue {
  /** Whether the build has a server action with this id. */
  has(id: string): boolean;
  /** Whether the action works only in draft mode (the editing render). */
  isDraftOnly(id: string): boolean;
}

const ACTION_ID_FIELD = '$ACTION_ID_';
const ACTION_REF_FIELD = /^\$ACTION_REF_(\d{1,4})$/;

/** The action a post without JavaScript names in its fields (Next's decodeAction), and the reply fields' prefix. */
function formAction(fields: Map<string, string>): { id?: string; prefix?: string } | 'unreadable' {
  for (const name of fields.keys()) {
    if (name.startsWith(ACTION_ID_FIELD)) return { id: name.slice(ACTION_ID_FIELD.length) };
    const ref = ACTION_REF_FIELD.exec(name);
    if (!ref) continue;
    const prefix = `$ACTION_${ref[1]}:`;
    try {
      const meta = JSON.parse(fields.get(`${prefix}0`) ?? '') as { id?: unknown };
      return typeof meta.id === 'string' ? { id: meta.id, prefix } : 'unreadable';
    } catch {
      return 'unreadable';
    }
  }
  return {};
}

/**
 * Why a form post's body must be refused before Next reads it, or undefined. `headerAction` is the Next-Action header
 * (a call from JavaScript: its arguments are the reply fields, root `0`); without it the fields name the action.
 */
export function formPostRefusal(
  body: FormBody | undefined,
  headerAction: string | undefined,
  actions: ActionCatalogue,
  isDraft: boolean,
): Refusal | undefined {
  if (!body) return { status: 400, reason: 'unreadable form data' };
  const named = headerAction === undefined ? formAction(body.fields) : { id: headerAction, prefix: '' };
  if (named === 'unreadable') return { status: 400, reason: 'unreadable action' };
  if (named.id === undefined) return undefined;
  if (!actions.has(named.id)) return { status: 400, reason: 'no such action' };
  if (actions.isDraftOnly(named.id) && !isDraft) return { status: 403, reason: 'draft-mode action' };
  const problem = named.prefix === undefined ? undefined : replyProblem(body.fields, body.files, named.prefix);
  return problem ? { status: 400, reason: problem } : undefined;
}

/** The whole body (at most `limit` bytes; the front door has checked Content-Length), or undefined past it. */
export function readWholeBody(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        resolve(undefined);
        req.pause();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', () => resolve(undefined));
    req.on('aborted', () => resolve(undefined));
  });
}

/**
 * Puts a body already read back into the request for Next, as Next itself does after its proxy has read one
 * (body-streams.ts `replaceRequestBody`): the stream's own state and methods are copied onto the request.
 */
export function replayBody(req: IncomingMessage, body: Buffer): void {
  const stream = new Readable({ read() {} });
  stream.push(body);
  stream.push(null);
  const target = req as unknown as Record<string, unknown>;
  const source = stream as unknown as Record<string, unknown>;
  for (const key in source) {
    const value = source[key];
    target[key] = typeof value === 'function' ? value.bind(req) : value;
  }
}
