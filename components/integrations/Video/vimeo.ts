/** Vimeo ids are numbers; anything else is refused so no markup or URL can be smuggled into the player src. */
export function vimeoId(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed && /^\d{1,12}$/.test(trimmed) ? trimmed : undefined;
}

/** The player URL: do-not-track on (docs/behaviour.md#numbers), and autoplay because the visitor has just asked to play. */
export function vimeoPlayerUrl(id: string): string {
  return `https://player.vimeo.com/video/${id}?dnt=1&autoplay=1`;
}
