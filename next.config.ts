import type { NextConfig } from 'next';
import { IMAGE_DEVICE_SIZES, IMAGE_ICON_SIZES, IMAGE_QUALITY } from './lib/constants';
import { loadRedirectRules } from './lib/content/redirect-rules';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    deviceSizes: [...IMAGE_DEVICE_SIZES],
    imageSizes: [...IMAGE_ICON_SIZES],
    qualities: [IMAGE_QUALITY],
    formats: ['image/avif', 'image/webp'],
  },
  sassOptions: {
    quietDeps: true,
    silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
  },
  async redirects() {
    return loadRedirectRules();
  },
};

export default nextConfig;
