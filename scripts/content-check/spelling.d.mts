export const BRITISH_SPELLINGS: Record<string, string>;
export function britishSpellings(text: string): { word: string; american: string }[];
