import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { imageConfigDefault } from 'next/dist/shared/lib/image-config';
import { afterEach, vi } from 'vitest';
import nextConfig from '@/next.config';

// The build writes the site's image settings (next.config's `images`) into next/image's getImageProps, which
// ServerImage draws from (process.env.__NEXT_IMAGE_OPTS, an object): under test the same settings, before any widget
// loads it. process.env itself would turn the object into a string.
process.env = {
  ...process.env,
  __NEXT_IMAGE_OPTS: { ...imageConfigDefault, ...nextConfig.images },
} as unknown as NodeJS.ProcessEnv;

afterEach(() => cleanup());

// jsdom has no matchMedia; widgets that read breakpoints get a "no match" default.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// The widgets' lazily loaded parts (next/dynamic, one chunk each) render at once under test, as on the server.
vi.mock('@/components/shared/lazy-widgets.client', async () => ({
  CardCarousel: (await import('@/components/sections/CarouselCardSection/CardCarousel.client')).CardCarousel,
  FormFrame: (await import('@/components/forms/FormEmbed/FormFrame.client')).FormFrame,
  GlossaryTabs: (await import('@/components/sections/Glossary/GlossaryTabs.client')).GlossaryTabs,
  PrintButton: (await import('@/components/listings/BlogPost/PrintButton.client')).PrintButton,
  StaticModalDialog: (await import('@/components/sections/StaticModal/StaticModal.client')).StaticModalDialog,
  TableOfContents: (await import('@/components/layout/TableOfContents/TableOfContents.client')).TableOfContents,
  VideoPlayer: (await import('@/components/integrations/Video/VideoPlayer.client')).VideoPlayer,
  NativeForm: (await import('@/components/forms/Forms/NativeForm.client')).NativeForm,
  QuoteLookup: (await import('@/components/forms/Forms/QuoteLookup.client')).QuoteLookup,
  SubmissionReference: (await import('@/components/forms/Forms/SubmissionReference.client')).SubmissionReference,
}));
