// The brand palette (styles/_variables.scss) and the small drawing helpers every illustration shares.
export const PALETTE = {
  deep: '#12301f',
  green: '#235a3d',
  leaf: '#2e7049',
  sage: '#8fb89a',
  mint: '#e3efe6',
  cream: '#f7f4ec',
  terracotta: '#a8461f',
  sun: '#e0b14a',
};

/** A small deterministic random generator so every run draws the same picture. */
export function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export function leaf(x, y, size, angle, color, opacity = 1) {
  return `<path transform="translate(${x} ${y}) rotate(${angle}) scale(${size})" d="M0 0 C 30 -40, 90 -40, 120 0 C 90 40, 30 40, 0 0 Z M0 0 L120 0" fill="${color}" stroke="${PALETTE.deep}" stroke-opacity="0.25" stroke-width="${1.5 / size}" opacity="${opacity}"/>`;
}

export function bloom(x, y, r, petals, color, center) {
  const items = Array.from({ length: petals }, (_, i) => {
    const a = (360 / petals) * i;
    return `<ellipse cx="0" cy="${-r}" rx="${r * 0.45}" ry="${r}" transform="rotate(${a})" fill="${color}"/>`;
  }).join('');
  return `<g transform="translate(${x} ${y})">${items}<circle r="${r * 0.45}" fill="${center}"/></g>`;
}
