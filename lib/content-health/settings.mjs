// The numbers the content-health rules hold content to, in one place (docs/content-and-uniform.md#content-health).

/** Search engines cut a title past about 60 characters and a description past about 160. */
export const SEO_TITLE_MAX = 60;
export const SEO_DESCRIPTION_MIN = 70;
export const SEO_DESCRIPTION_MAX = 160;

/**
 * The image budget: the widest an image is drawn is the full-bleed hero at 1920 CSS px (the art in public/images is
 * made that wide), and a column never past the xxl container's 1320 px; a source wider than twice the container
 * (2640 px, a 2x screen) or heavier than 300 kB (the largest shipped image is about 140 kB) costs visitors bytes
 * no screen shows.
 */
export const IMAGE_MAX_WIDTH = 2640;
export const IMAGE_MAX_BYTES = 300 * 1024;

/** WCAG 2.2 AA for body-size text (1.4.3). */
export const CONTRAST_MIN = 4.5;

/**
 * Flesch–Kincaid grade above which body text is reported. The site writes for owners of nurseries and garden
 * centers about insurance: grade 16 (a college graduate) lets the policy words a page cannot do without through
 * (each counts three or four syllables) and catches sentences that run on. Texts under READING_MIN_WORDS words are not graded (the formula means little there).
 */
export const READING_GRADE_MAX = 16;
export const READING_MIN_WORDS = 40;

/** Link texts that say nothing about where the link goes (compared lowercased, without punctuation). */
export const VAGUE_LINK_TEXTS = ['click here', 'click', 'here', 'read more', 'learn more', 'more', 'this link', 'link'];
