import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

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
  CardCarousel: (await import('@/components/CarouselCardSection/CardCarousel.client')).CardCarousel,
  FormFrame: (await import('@/components/FormEmbed/FormFrame.client')).FormFrame,
  GlossaryTabs: (await import('@/components/Glossary/GlossaryTabs.client')).GlossaryTabs,
  PrintButton: (await import('@/components/BlogPost/PrintButton.client')).PrintButton,
  StaticModalDialog: (await import('@/components/StaticModal/StaticModal.client')).StaticModalDialog,
  TableOfContents: (await import('@/components/TableOfContents/TableOfContents.client')).TableOfContents,
  VideoPlayer: (await import('@/components/Video/VideoPlayer.client')).VideoPlayer,
  NativeForm: (await import('@/components/Forms/NativeForm.client')).NativeForm,
  QuoteLookup: (await import('@/components/Forms/QuoteLookup.client')).QuoteLookup,
  SubmissionReference: (await import('@/components/Forms/SubmissionReference.client')).SubmissionReference,
}));
