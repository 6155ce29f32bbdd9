'use client';

import dynamic from 'next/dynamic';

/**
 * The interactive parts of widgets that only some pages hold, each in a chunk of its own: still rendered on the
 * server, their code is fetched only by pages that render them. A client component imported directly by a widget
 * would ship to every page, since the catch-all route can render any widget (and next/dynamic called in a server
 * component does not split). Import these from here, their types from the component's own file.
 */
export const CardCarousel = dynamic(() =>
  import('../sections/CarouselCardSection/CardCarousel.client').then((module) => module.CardCarousel),
);
export const FormFrame = dynamic(() =>
  import('../forms/FormEmbed/FormFrame.client').then((module) => module.FormFrame),
);
export const GlossaryTabs = dynamic(() =>
  import('../sections/Glossary/GlossaryTabs.client').then((module) => module.GlossaryTabs),
);
export const StaticModalDialog = dynamic(() =>
  import('../sections/StaticModal/StaticModal.client').then((module) => module.StaticModalDialog),
);
export const TableOfContents = dynamic(() =>
  import('../layout/TableOfContents/TableOfContents.client').then((module) => module.TableOfContents),
);
export const VideoPlayer = dynamic(() =>
  import('../integrations/Video/VideoPlayer.client').then((module) => module.VideoPlayer),
);
export const NativeForm = dynamic(() => import('../forms/Forms/NativeForm.client').then((module) => module.NativeForm));
export const QuoteLookup = dynamic(() =>
  import('../forms/Forms/QuoteLookup.client').then((module) => module.QuoteLookup),
);
export const SubmissionReference = dynamic(() =>
  import('../forms/Forms/SubmissionReference.client').then((module) => module.SubmissionReference),
);
