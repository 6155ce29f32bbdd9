import { CANVAS_PERSONALIZE_TYPE, CANVAS_TEST_TYPE } from '@uniformdev/canvas';
import type { Widget } from './types';
import { PageWidget } from './Page/PageWidget';
import { HeaderWidget } from './Header';
import { FooterWidget } from './Footer';
import { HeroWidget } from './Hero';
import { ContentBlockWidget } from './ContentBlock';
import { TextPlusImageWidget } from './TextPlusImage';
import { SitemapTreeWidget } from './SitemapTree';
import { CalloutWidget } from './Callout';
import { TextPlusImageWithSubheadingWidget } from './TextPlusImageWithSubheading';
import { TestimonialWidget } from './Testimonial';
import { VideoWidget } from './Video';
import { DoubleContentBlockSectionWidget } from './DoubleContentBlockSection';
import { QuoteWidget } from './Quote';
import { QuoteHeroWidget } from './QuoteHero';
import { SignificantFiguresWidget, SignificantFigureWidget } from './SignificantFigures';
import { TextPlusSignificantFigureWidget } from './TextPlusSignificantFigure';
import { BreadcrumbWidget } from './Breadcrumb';
import { CheckedListWidget } from './CheckedList';
import { PreviewCardWidget } from './PreviewCard';
import { PageIntroWidget } from './PageIntro';
import { VideoQuotesWidget } from './VideoQuotes';
import { PublicationHeroWidget } from './PublicationHero';
import { FeaturedBarWidget } from './FeaturedBar';
import { ScriptEmbedWidget } from './ScriptEmbed';
import { BioHeroWidget } from './BioHero';
import { AssociateTileSectionWidget, AssociateTileWidget } from './AssociateTileSection';
import { MediaBannerWidget } from './MediaBanner';
import { BlogListingWidget } from './BlogListing';
import { BlogPreviewWidget } from './BlogPreview';
import { PersonalizeWidget } from './Personalize/PersonalizeWidget';
import { AbTestWidget } from './AbTest/AbTestWidget';
import { BotCheckWidget } from './BotCheck/BotCheckWidget';
import { StaticModalWidget } from './StaticModal';
import { FaqWidget } from './Faq';
import { GlossaryWidget } from './Glossary';
import { CarouselCardSectionWidget, CarouselCardWidget } from './CarouselCardSection';
import { AeSearchWidget } from './AeSearch';
import { FormEmbedWidget, FormWithAsideWidget } from './FormEmbed';
import { NativeFormWidget, QuoteLookupWidget, SubmissionReferenceWidget } from './Forms';

/**
 * The one resolver registry: Uniform component type ─► widget. Type names are declared here once; an unknown type
 * renders a notice (components/UnknownComponent) instead of crashing the page.
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
