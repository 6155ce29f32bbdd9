import { CONTRAST_MIN } from './settings.mjs';
import { componentsOf, isEmptyValue, paramValue } from './tree.mjs';
import { componentProblem } from './problem.mjs';

// The brand colours of styles/_variables.scss (tests/unit/content-health.test.ts keeps them equal).
export const TOKENS = {
  white: '#ffffff',
  'green-900': '#12301f',
  'green-700': '#235a3d',
  'green-100': '#e3efe6',
  cream: '#f7f4ec',
  terracotta: '#a8461f',
  ink: '#1d2521',
};

/** Section backgrounds (components/shared/Section.tsx; `green` is `$primary`, green-700). */
const BACKGROUNDS = {
  transparent: TOKENS.white,
  white: TOKENS.white,
  cream: TOKENS.cream,
  'green-light': TOKENS['green-100'],
  green: TOKENS['green-700'],
};
const SUBHEADER_COLORS = { green: TOKENS['green-700'], terracotta: TOKENS.terracotta, ink: TOKENS.ink };

function luminance(hex) {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG's contrast ratio of two `#rrggbb` colours. */
export function contrastRatio(foreground, background) {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

/** `color` at `alpha` over `under` (both `#rrggbb`). */
export function blend(color, alpha, under) {
  const channel = (hex, at) => parseInt(hex.slice(at, at + 2), 16);
  return `#${[1, 3, 5]
    .map((at) =>
      Math.round(channel(color, at) * alpha + channel(under, at) * (1 - alpha))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * Text drawn over an image, and the lightest the tint under it gets (components' .module.scss): the worst case is a
 * white image, so the backdrop is the tint over white.
 */
const OVER_IMAGE = {
  hero: { image: 'heroImage', text: 'heading', color: TOKENS.white, tint: TOKENS['green-900'], alpha: 0.75 },
  mediaBanner: { image: 'media', text: 'heading', color: TOKENS.white, tint: TOKENS['green-900'], alpha: 0.78 },
};

/** The text colour and backdrop of a component's text where its parameters decide them. */
function pairings(component) {
  const found = [];
  const overImage = OVER_IMAGE[component.type];
  if (overImage && !isEmptyValue(paramValue(component, overImage.image)))
    found.push({
      parameter: overImage.text,
      foreground: overImage.color,
      background: blend(overImage.tint, overImage.alpha, TOKENS.white),
      where: 'over its image',
    });
  if (component.type === 'textPlusImageWithSubheading' && !isEmptyValue(paramValue(component, 'subHeading'))) {
    const band = String(paramValue(component, 'backgroundColor') ?? 'transparent');
    const level = String(paramValue(component, 'subHeadingType') ?? 'h3');
    // On the green band a heading turns white (styles/globals.scss); a paragraph keeps the chosen colour.
    const foreground =
      band === 'green' && /^h[1-6]$/.test(level)
        ? TOKENS.white
        : SUBHEADER_COLORS[String(paramValue(component, 'subheaderFontColor') ?? 'green')];
    const background = BACKGROUNDS[band];
    if (foreground && background)
      found.push({ parameter: 'subheaderFontColor', foreground, background, where: `on the ${band} background` });
  }
  return found;
}

/** Text whose colours the content decides has at least 4.5:1 contrast with what is behind it. */
export function checkContrast(composition, site) {
  const problems = [];
  for (const [component, path] of componentsOf(composition)) {
    for (const { parameter, foreground, background, where } of pairings(component)) {
      const ratio = contrastRatio(foreground, background);
      if (ratio < CONTRAST_MIN)
        problems.push(
          componentProblem(
            'contrast',
            component,
            path,
            parameter,
            `text ${where} has ${ratio.toFixed(1)}:1 contrast; at least ${CONTRAST_MIN}:1`,
            site,
          ),
        );
    }
  }
  return problems;
}
