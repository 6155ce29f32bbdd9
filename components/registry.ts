import { CANVAS_PERSONALIZE_TYPE, CANVAS_TEST_TYPE } from '@uniformdev/canvas';
import type { Widget } from './types';
import { PageWidget } from './layout/Page/PageWidget';
import { HeaderWidget } from './layout/Header';
import { FooterWidget } from './layout/Footer';
import { HeroWidget } from './heroes/Hero';
import { ContentBlockWidget } from './sections/ContentBlock';
import { TextPlusImageWidget } from './sections/TextPlusImage';
import { SitemapTreeWidget } from './listings/SitemapTree';
import { CalloutWidget } from './sections/Callout';
import { TextPlusImageWithSubheadingWidget } from './sections/TextPlusImageWithSubheading';
import { TestimonialWidget } from './sections/Testimonial';
import { VideoWidget } from './integrations/Video';
import { DoubleContentBlockSectionWidget } from './sections/DoubleContentBlockSection';
import { QuoteWidget } from './sections/Quote';
import { QuoteHeroWidget } from './heroes/QuoteHero';
import { SignificantFiguresWidget, SignificantFigureWidget } from './sections/SignificantFigures';
import { TextPlusSignificantFigureWidget } from './sections/TextPlusSignificantFigure';
import { BreadcrumbWidget } from './layout/Breadcrumb';
import { CheckedListWidget } from './sections/CheckedList';
import { PreviewCardWidget } from './sections/PreviewCard';
import { PageIntroWidget } from './heroes/PageIntro';
import { VideoQuotesWidget } from './sections/VideoQuotes';
import { PublicationHeroWidget } from './heroes/PublicationHero';
import { FeaturedBarWidget } from './sections/FeaturedBar';
import { ScriptEmbedWidget } from './integrations/ScriptEmbed';
import { BioHeroWidget } from './heroes/BioHero';
import { AssociateTileSectionWidget, AssociateTileWidget } from './sections/AssociateTileSection';
import { MediaBannerWidget } from './sections/MediaBanner';
import { BlogListingWidget } from './listings/BlogListing';
import { BlogPreviewWidget } from './listings/BlogPreview';
import { PersonalizeWidget } from './integrations/Personalize/PersonalizeWidget';
import { AbTestWidget } from './integrations/AbTest/AbTestWidget';
import { BotCheckWidget } from './integrations/BotCheck/BotCheckWidget';
import { StaticModalWidget } from './sections/StaticModal';
import { FaqWidget } from './sections/Faq';
import { GlossaryWidget } from './sections/Glossary';
import { CarouselCardSectionWidget, CarouselCardWidget } from './sections/CarouselCardSection';
import { AeSearchWidget } from './listings/AeSearch';
import { FormEmbedWidget, FormWithAsideWidget } from './forms/FormEmbed';
import { NativeFormWidget, QuoteLookupWidget, SubmissionReferenceWidget } from './forms/Forms';

/**
 * The one resolver registry: Uniform component type ─► widget. Type names are declared here once; an unknown type
 * renders a notice (components/editing/UnknownComponent) instead of crashing the page.
 */
export const registry = {
  page: PageWidget,
  header: HeaderWidget,
  footer: FooterWidget,
  hero: HeroWidget,
  contentBlock: ContentBlockWidget,
  textOnly: ContentBlockWidget,
  textPlusImage: TextPlusImageWidget,
  sitemap: SitemapTreeWidget,
  callout: CalloutWidget,
  textPlusImageWithSubheading: TextPlusImageWithSubheadingWidget,
  testimonial: TestimonialWidget,
  video: VideoWidget,
  doubleContentBlockSection: DoubleContentBlockSectionWidget,
  quote: QuoteWidget,
  quoteHero: QuoteHeroWidget,
  significantFigures: SignificantFiguresWidget,
  significantFigure: SignificantFigureWidget,
  textPlusSignificantFigure: TextPlusSignificantFigureWidget,
  breadcrumb: BreadcrumbWidget,
  checkedList: CheckedListWidget,
  previewCard: PreviewCardWidget,
  pageIntro: PageIntroWidget,
  videoQuotes: VideoQuotesWidget,
  publicationHero: PublicationHeroWidget,
  featuredBar: FeaturedBarWidget,
  scriptEmbed: ScriptEmbedWidget,
  bioHero: BioHeroWidget,
  associateTileSection: AssociateTileSectionWidget,
  associateTile: AssociateTileWidget,
  mediaBanner: MediaBannerWidget,
  blogListing: BlogListingWidget,
  blogPreview: BlogPreviewWidget,
  [CANVAS_PERSONALIZE_TYPE]: PersonalizeWidget,
  [CANVAS_TEST_TYPE]: AbTestWidget,
  cheqRTI: BotCheckWidget,
  staticModal: StaticModalWidget,
  faq: FaqWidget,
  glossary: GlossaryWidget,
  carouselCardSection: CarouselCardSectionWidget,
  carouselCard: CarouselCardWidget,
  aeSearch: AeSearchWidget,
  formEmbed: FormEmbedWidget,
  formWithAside: FormWithAsideWidget,
  nativeForm: NativeFormWidget,
  formField: () => null,
  // Links, footer columns and short quotes are read by the component whose slot holds them
  // (components/shared/link-slots.tsx).
  navigationLink: () => null,
  navigationColumn: () => null,
  socialLink: () => null,
  shortQuote: () => null,
  submissionReference: SubmissionReferenceWidget,
  quoteLookup: QuoteLookupWidget,
} satisfies Record<string, Widget>;

export type WidgetType = keyof typeof registry;

/** Root types whose slot children are page-level sections (rendered as full bands, not nested). */
export const ROOT_TYPES: ReadonlySet<string> = new Set<WidgetType>(['page']);

/** Wrappers whose variants render in the wrapper's place, at the wrapper's nesting level. */
export const TRANSPARENT_TYPES: ReadonlySet<string> = new Set<WidgetType>([CANVAS_PERSONALIZE_TYPE, CANVAS_TEST_TYPE]);

export function isWidgetType(type: string): type is WidgetType {
  return Object.hasOwn(registry, type);
}
