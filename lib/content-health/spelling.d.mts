export const ISE_EXCEPTIONS: string[];
export const OUR_EXCEPTIONS: string[];
export const RE_EXCEPTIONS: string[];
export const OTHER_FORMS: Record<string, string>;
export const PROPER_NAMES: string[];
export function americanForm(word: string): string | undefined;
export function britishSpellings(text: string): { word: string; american: string }[];
