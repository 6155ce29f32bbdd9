import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';

/**
 * The release a canvas preview reads in (docs/content-and-uniform.md#canvas-preview-and-contextual-editing): the
 * preview route keeps the canvas's `releaseId` in this cookie for the whole draft-mode session, so every page and
 * link opened in the preview reads that release; a preview without one (or leaving preview) clears it.
 */
export const RELEASE_COOKIE = 'verdance_preview_release';

const RELEASE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A release id as Uniform writes it (a UUID), or undefined for anything else. */
export function validReleaseId(value: string | null | undefined): string | undefined {
  return value && RELEASE_ID.test(value) ? value.toLowerCase() : undefined;
}

/** The cookie's attributes: those of Next's own draft-mode cookie, so it reaches the canvas's frame as draft mode does. */
export const releaseCookieOptions = () =>
  ({
    httpOnly: true,
    path: '/',
    sameSite: process.env.NODE_ENV !== 'development' ? 'none' : 'lax',
    secure: process.env.NODE_ENV !== 'development',
  }) as const;

/** This request's release, asked for only by draft-mode reads (outside a request, e.g. in a unit test, there is none). */
export const previewReleaseId = cache(async (): Promise<string | undefined> => {
  try {
    return validReleaseId((await cookies()).get(RELEASE_COOKIE)?.value);
  } catch {
    return undefined;
  }
});
