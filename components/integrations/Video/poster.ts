/** The drawings a video poster can show (public/images/posters, drawn by tools/images/widget-illustrations.mjs). */
export const POSTER_SUBJECTS = ['greenhouse', 'crew', 'claims', 'florist', 'nursery', 'landscaper'] as const;

/** A poster picked from the video's title, so each video looks different and keeps its poster between builds. */
export function posterFor(title: string): string {
  let hash = 7;
  for (const char of title) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `/images/posters/${POSTER_SUBJECTS[hash % POSTER_SUBJECTS.length]}.jpg`;
}
