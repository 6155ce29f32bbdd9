import { ASSETS_SOURCE_UNIFORM, type isAssetParamValue, type RouteGetResponse } from '@uniformdev/canvas';
import type { RedirectDefinition } from '@uniformdev/redirect';

/**
 * Fixtures the fake serves beside content/, written against the SDKs' own types: `npm run typecheck` fails when one
 * stops matching what the SDK says Uniform sends (as do the fake's handlers, whose answers are checked with
 * `satisfies`). The content/ files it is seeded with are checked by the content check and the CLI round trip.
 */
type AssetParamValue = typeof isAssetParamValue extends (value: unknown) => value is infer T ? T : never;

/** An image from Uniform's asset library, as a composition's asset parameter holds it. */
export const UNIFORM_ASSET_URL =
  'https://img.uniform.global/p/Xq3VbQ2aT0eVn4cFq7aL2w/cWk6D8xzS4-9bq9o5Hn1Rw-greenhouse-rows.jpg';
const uniformAsset = [
  {
    _id: '5b7c8f0e-6a61-4d7e-9b55-0c2f3f3b9a11',
    type: 'image',
    _source: ASSETS_SOURCE_UNIFORM,
    fields: {
      url: { type: 'text', value: UNIFORM_ASSET_URL },
      title: { type: 'text', value: 'Rows of seedlings in a greenhouse' },
      description: { type: 'text', value: 'Rows of seedlings under a greenhouse roof' },
      width: { type: 'number', value: 1600 },
      height: { type: 'number', value: 1000 },
      mediaType: { type: 'text', value: 'image/jpeg' },
    },
  },
] satisfies AssetParamValue;

export const ASSET_PAGE_PATH = '/uniform-asset-fixture';

/** A published page whose image lives in Uniform's asset library (img.uniform.global), as the route API answers it. */
export const assetPageRoute = {
  type: 'composition',
  matchedRoute: ASSET_PAGE_PATH,
  compositionApiResponse: {
    state: 64,
    projectId: 'fake-project',
    created: '2026-11-21T00:00:00.000Z',
    modified: '2026-11-21T00:00:00.000Z',
    pattern: false,
    composition: {
      _id: '9d5c1a47-3f0e-4c1b-8a2e-6e4b7d2c9f30',
      _name: 'Uniform asset fixture',
      _slug: 'uniform-asset-fixture',
      type: 'page',
      parameters: {},
      slots: {
        content: [
          {
            _id: '1f0e4b6a-8d2c-4f7e-9a3b-5c6d7e8f9a0b',
            type: 'textPlusImage',
            parameters: {
              heading: { type: 'text', value: 'Grown under glass' },
              headingType: { type: 'select', value: 'h1' },
              media: { type: 'asset', value: uniformAsset },
            },
          },
        ],
      },
    },
  },
} satisfies RouteGetResponse;

/** A redirect with every field the redirect API stores, not only the four the CLI's files hold. */
export const fullRedirect = {
  id: '7a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  sourceUrl: '/old-greenhouse-cover',
  targetUrl: '/products/greenhouse',
  targetStatusCode: 301,
  sourceRetainQuerystring: true,
  sourceMustMatchDomain: false,
  targetPreserveIncomingProtocol: false,
  targetPreserveIncomingDomain: false,
  targetMergeQuerystring: false,
  labelAsSystem: false,
} satisfies RedirectDefinition['redirect'];
