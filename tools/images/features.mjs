// Feature pictures (1200x900, public/images/features/<name>.jpg): one per feature on the site, composed from what
// that feature says (its subject, topic and trade), so no two features share a drawing. `alt` is the picture's
// description, copied into the asset's title in content/ where the image is not decorative.
import { composition, drawnWith, seedOf } from './compose.mjs';
import { drawing } from './drawing.mjs';

/** name ─► [palette, standing motifs (main first), sky motif or '', alt text]. */
export const FEATURES = {
  // Home: the coverage carousel (one row of eight cards) and the three trade bands.
  'home-general-liability': [
    'coverages',
    ['shield', 'wetFloorSign', 'hose'],
    '',
    'A safety shield beside a wet-floor sign and a garden hose',
  ],
  'home-commercial-property': [
    'light',
    ['greenhouse', 'shadeTent', 'cooler'],
    '',
    'A greenhouse, a shade house and a walk-in cooler',
  ],
  'home-commercial-auto': [
    'company-news',
    ['van', 'pottedPlants'],
    '',
    'A delivery van beside a bench of potted plants',
  ],
  'home-workers-compensation': [
    'employees',
    ['crew', 'sprayer', 'firstAid'],
    'sun',
    'A crew in sun hats with a sprayer and a first-aid kit',
  ],
  'home-umbrella': ['business-tips', ['umbrella', 'gavel', 'car'], '', 'An umbrella over a gavel and a car'],
  'home-professional-liability': [
    'community',
    ['blueprint', 'trees'],
    '',
    'A landscape plan on a drawing board beside young trees',
  ],
  'home-inland-marine': ['coverages', ['trailer', 'mower', 'mapPin'], '', 'A mower on a trailer and a map pin'],
  'home-equipment-breakdown': [
    'light',
    ['boiler', 'gear', 'sprinkler'],
    '',
    'A boiler, a gear and an irrigation sprinkler',
  ],
  'home-growers': [
    'light',
    ['greenhouse', 'nurseryRows', 'seedling'],
    'sun',
    'A greenhouse beside rows of nursery trees and a seedling',
  ],
  'home-florists': [
    'community',
    ['flowerShop', 'bouquet', 'pottedPlants'],
    '',
    'A flower shop with a bouquet and potted plants',
  ],
  'home-landscapers': ['employees', ['wheelbarrow', 'shrubs', 'trees'], '', 'A wheelbarrow beside shrubs and trees'],
  // Section pages.
  'insurance-claims': [
    'company-news',
    ['clipboard', 'priceTag', 'worker'],
    '',
    'A claims clipboard, a price tag and an adjuster',
  ],
  'insurance-guides': [
    'business-tips',
    ['booklet', 'bouquet', 'seedling'],
    '',
    'An open guide beside a bouquet and a seedling',
  ],
  'about-how-we-work': [
    'light',
    ['people', 'greenhouse', 'handshake'],
    '',
    'Two specialists, a greenhouse and a handshake',
  ],
  'greenhouse-structures': ['light', ['greenhouse', 'seedling'], 'snowflake', 'A glass greenhouse under falling snow'],
  'greenhouse-heat-power': [
    'deep',
    ['boiler', 'thermometer', 'seedling'],
    'moon',
    'A boiler and a thermometer on a cold night',
  ],
  'florist-coolers': [
    'coverages',
    ['cooler', 'bouquet', 'thermometer'],
    '',
    'A walk-in cooler with a bouquet and a thermometer',
  ],
  'florist-deliveries': ['community', ['van', 'roses'], '', 'A flower delivery van beside a bunch of roses'],
  'safety-visit': [
    'light',
    ['greenhouse', 'extinguisher', 'goggles'],
    '',
    'A greenhouse, a fire extinguisher and safety goggles',
  ],
  'workers-compensation-season': ['employees', ['crew', 'calendar'], 'sun', 'A seasonal crew beside a calendar'],
  'nursery-stock': [
    'light',
    ['nurseryRows', 'priceTag'],
    'lightning',
    'Rows of nursery trees and a price tag under a storm cloud',
  ],
  'sod-and-turf': ['employees', ['sodRolls', 'trailer'], '', 'Rolls of harvested sod beside a trailer'],
  'storm-season-review': [
    'deep',
    ['bentTree', 'greenhouse', 'chart'],
    'lightning',
    'A wind-bent tree, a greenhouse and a chart',
  ],
  'garden-center-visitors': [
    'business-tips',
    ['pottedPlants', 'wetFloorSign', 'people'],
    '',
    'Customers among potted plants and a wet-floor sign',
  ],
  'garden-center-season-stock': [
    'community',
    ['calendar', 'nurseryRows', 'chart'],
    'sun',
    'A calendar, nursery stock and a rising chart',
  ],
  'general-liability-exclusions': [
    'coverages',
    ['shieldGap', 'firstAid', 'car'],
    '',
    'A crossed-out shield beside a first-aid kit and a car',
  ],
  'general-liability-certificates': [
    'business-tips',
    ['certificate', 'handshake', 'shrubs'],
    '',
    'A certificate of insurance and a handshake',
  ],
  'commercial-auto-drivers': [
    'company-news',
    ['road', 'cone', 'calendar'],
    '',
    'A road with a traffic cone and a calendar',
  ],
  'landscaper-liability': ['light', ['shield', 'shrubs', 'hammer'], '', 'A shield beside new shrubs and a hammer'],
  'landscaper-equipment': ['employees', ['mower', 'tools', 'trailer'], '', 'A mower, a toolbox and a trailer'],
};

/** Features shown as cards (carousel and preview cards crop to 575x300) are drawn in that shape, at twice the size. */
export const CARD_FEATURES = new Set([
  'home-general-liability',
  'home-commercial-property',
  'home-commercial-auto',
  'home-workers-compensation',
  'home-umbrella',
  'home-professional-liability',
  'home-inland-marine',
  'home-equipment-breakdown',
  'insurance-claims',
  'insurance-guides',
]);

export const featureImage = (name) =>
  CARD_FEATURES.has(name)
    ? { file: `cards/${name}.jpg`, width: 1150, height: 600 }
    : { file: `features/${name}.jpg`, width: 1200, height: 900 };

export const FEATURE_IMAGES = Object.entries(FEATURES).map(([name, [palette, standing, sky]]) => {
  const { file, width, height } = featureImage(name);
  return {
    ...drawing(file, width, height, () =>
      composition({ width, height, standing, sky: sky || undefined, palette, seed: seedOf(name) }),
    ),
    drawn: drawnWith({ standing, sky }),
  };
});
