/** One request to the fake, with its JSON body parsed; a handler answers it or returns undefined to pass it on. */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface FakeResponse {
  status: number;
  body?: unknown;
}

export type Handler = (request: FakeRequest) => FakeResponse | undefined;

export const ok = (body: unknown): FakeResponse => ({ status: 200, body });
export const noContent = (): FakeResponse => ({ status: 204 });
export const notFound = (message = 'not found'): FakeResponse => ({ status: 404, body: { errorMessage: message } });
export const badRequest = (message: string): FakeResponse => ({ status: 400, body: { errorMessage: message } });

/** limit/offset paging as Uniform's list endpoints do it. */
export function page<T>(items: T[], query: URLSearchParams, defaultLimit = 100): T[] {
  const offset = Number(query.get('offset') ?? 0);
  const limit = Number(query.get('limit') ?? defaultLimit);
  return items.slice(offset, offset + limit);
}

/** Query booleans arrive as "true"/"false"; absent means "no filter". */
export function flag(query: URLSearchParams, name: string): boolean | undefined {
  const value = query.get(name);
  return value === null ? undefined : value === 'true';
}
