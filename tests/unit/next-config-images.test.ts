// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hasRemoteMatch } from 'next/dist/shared/lib/match-remote-pattern';
import nextConfig from '@/next.config';

/** Which remote image URLs Next's optimiser may fetch, judged by Next's own matcher on the site's config. */
const allowed = (url: string) => hasRemoteMatch([], nextConfig.images?.remotePatterns ?? [], new URL(url));

describe('remote images', () => {
  it("admit Uniform's asset host on https' own port only", () => {
    expect(allowed('https://img.uniform.global/p/photo.jpg')).toBe(true);
    expect(allowed('https://img.uniform.global:443/p/photo.jpg')).toBe(true);
    expect(allowed('https://img.uniform.global:8443/p/photo.jpg')).toBe(false);
    expect(allowed('https://img.uniform.global:22/p/photo.jpg')).toBe(false);
    expect(allowed('http://img.uniform.global/p/photo.jpg')).toBe(false);
    expect(allowed('https://img.uniform.global/other/photo.jpg')).toBe(false);
  });
});
