import 'server-only';
import { cache } from 'react';
import { headers } from 'next/headers';
import { RELEASE_HEADER, validReleaseId } from '../http/preview-release';

export { validReleaseId } from '../http/preview-release';

/**
 * This request's release, asked for only by draft-mode reads: the one its own address names (`?releaseId=`, passed
 * on by the front door as a header, lib/http/preview-release.ts), so two tabs of one browser preview what each one's
 * address says (docs/content-and-uniform.md#release-previews). Outside a request (a unit test) there is none.
 */
export const previewReleaseId = cache(async (): Promise<string | undefined> => {
  try {
    return validReleaseId((await headers()).get(RELEASE_HEADER));
  } catch {
    return undefined;
  }
});
