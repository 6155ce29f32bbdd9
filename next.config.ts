import { join } from 'node:path';
import type { NextConfig } from 'next';
import { IMAGE_DEVICE_SIZES, IMAGE_ICON_SIZES, IMAGE_QUALITY } from './lib/constants';
import { SECURITY_HEADERS } from './lib/http/security-headers';
import { ACTION_BODY_LIMIT, NEXT_EXPERIMENTAL } from './lib/serve/next-private';

const nextConfig: NextConfig = {
  // .next/standalone: the traced server files the container image is made of (Dockerfile, deploy/standalone.mjs). In the
  // image the server hands Next the config resolved here (lib/serve/build-config.ts).
  output: 'standalone',
  // The shared cache for several instances when REDIS_URL is set where the server starts (Next reads this file again
  // then, so one build serves with or without Redis); without it, Next's own file cache. Neither stores a 404 rendered
  // on demand (page-cache-handler.mjs). Build without REDIS_URL.
  cacheHandler: join(process.cwd(), process.env.REDIS_URL ? 'cache-handler.mjs' : 'page-cache-handler.mjs'),
  // A second build (the Uniform build test, tests/e2e-uniform) goes to its own folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // server.ts compresses outside the front door, which must see each HTML body uncompressed to hash its scripts.
  compress: false,
  reactStrictMode: true,
  // The client router may not guess a page's route tree (lib/serve/next-private.ts says why); a server action's body
  // limit is the front door's own. Each locale has its own root layout (app/(en), app/(es)), so the page Next
  // prerenders for unknown addresses (which the front door answers them with) is app/global-not-found.tsx, the English
  // frame.
  experimental: { ...NEXT_EXPERIMENTAL, globalNotFound: true, serverActions: { bodySizeLimit: ACTION_BODY_LIMIT } },
  images: {
    deviceSizes: [...IMAGE_DEVICE_SIZES],
    imageSizes: [...IMAGE_ICON_SIZES],
    qualities: [IMAGE_QUALITY],
    formats: ['image/avif', 'image/webp'],
    // Uniform's asset library, and nothing else: every other image is a file of the site's own.
    // The port pinned to https' own (port: ''): a pattern without one admits img.uniform.global on any port.
    remotePatterns: [{ protocol: 'https', hostname: 'img.uniform.global', port: '', pathname: '/p/**' }],
  },
  sassOptions: {
    quietDeps: true,
    silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
  },
  async headers() {
    return [{ source: '/:path*', headers: [...SECURITY_HEADERS] }];
  },
};

export default nextConfig;
