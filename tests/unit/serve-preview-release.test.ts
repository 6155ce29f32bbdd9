import { describe, expect, it } from 'vitest';
import { releaseOf, releaseToCarry, validReleaseId } from '@/lib/http/preview-release';

const RELEASE = '2d7f4b1c-9e3a-4c6d-8b5f-1a0e2c4d6f8b';
const navigation = {
  url: '/claims',
  method: 'GET',
  host: 'site.example',
  referer: `https://site.example/about?releaseId=${RELEASE}`,
  isNavigation: true,
};

describe('a preview’s release is its own address’s', () => {
  it('reads a UUID release from the address and nothing else', () => {
    expect(releaseOf(`/about?releaseId=${RELEASE.toUpperCase()}`)).toBe(RELEASE);
    expect(releaseOf('/about?releaseId=r-42')).toBeUndefined();
    expect(releaseOf('/about')).toBeUndefined();
    expect(validReleaseId(undefined)).toBeUndefined();
  });

  it('carries the release along a navigation from a page of the same release preview', () => {
    expect(releaseToCarry(navigation)).toBe(`/claims?releaseId=${RELEASE}`);
    // The client router's fetch of a page keeps its own parameters (Next's cache-busting `_rsc`).
    expect(releaseToCarry({ ...navigation, url: '/learning-center?page=2&_rsc=abc' })).toBe(
      `/learning-center?page=2&_rsc=abc&releaseId=${RELEASE}`,
    );
  });

  it.each([
    ['a tab whose page has no release', { referer: 'https://site.example/about' }],
    ['an address naming its own release (or none at all)', { url: '/claims?releaseId=' }],
    ['another site’s page', { referer: `https://elsewhere.example/about?releaseId=${RELEASE}` }],
    ['no referrer', { referer: undefined }],
    ['an image or script the page loads', { isNavigation: false }],
    ['a file or an API route', { url: '/api/preview/enhance' }],
    ['a post', { method: 'POST' }],
  ])('%s: nothing is carried', (_, change) => {
    expect(releaseToCarry({ ...navigation, ...change })).toBeUndefined();
  });
});
