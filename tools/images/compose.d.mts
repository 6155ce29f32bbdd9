export const MOTIFS: Record<string, () => string>;
export function motifsFor(
  title: string,
  description: string,
  category: string,
): { standing: string[]; sky: string | undefined };
export function drawnWith(art: { standing: string[]; sky?: string }): string;
