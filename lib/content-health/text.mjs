import { syllable } from 'syllable';
import { fleschKincaid } from 'flesch-kincaid';
import { READING_GRADE_MAX, READING_MIN_WORDS } from './settings.mjs';
import { britishSpellings } from './spelling.mjs';
import { componentsOf, nodesOf, richTextPlain } from './tree.mjs';
import { componentProblem } from './problem.mjs';

/** The spelling and reading-level rules are for English text; another locale's values are left alone. */
export const isEnglish = (locale) => !locale || /^en\b/i.test(locale);

/** The Flesch–Kincaid grade of a text, or undefined when it has too few words to grade. */
export function readingGrade(text) {
  const words = text.match(/[\p{L}\p{N}'’-]+/gu) ?? [];
  if (words.length < READING_MIN_WORDS) return undefined;
  const sentence = Math.max(1, (text.match(/[.!?]+(\s|$)|\n+/g) ?? []).length);
  const syllables = words.reduce((sum, word) => sum + Math.max(1, syllable(word)), 0);
  return fleschKincaid({ sentence, word: words.length, syllable: syllables });
}

/** Every text of a parameter value: strings, and rich text as plain text. */
function textsOf(value) {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object' && value.root) return [richTextPlain(value)];
  return [...nodesOf(value)].filter((node) => typeof node === 'string');
}

/** American spelling in every text and rich-text parameter (./spelling.mjs). */
export function checkSpelling(composition, site, locale) {
  const problems = [];
  if (!isEnglish(locale)) return problems;
  for (const [component, path] of componentsOf(composition)) {
    for (const [name, parameter] of Object.entries(component.parameters ?? {})) {
      if (!['text', 'richText'].includes(parameter?.type)) continue;
      for (const text of textsOf(parameter.value))
        for (const { word, american } of britishSpellings(text))
          problems.push(
            componentProblem(
              'spelling',
              component,
              path,
              name,
              `British spelling "${word}": write "${american}"`,
              site,
            ),
          );
    }
  }
  return problems;
}

/** Body text (rich-text parameters) reads at or below READING_GRADE_MAX. */
export function checkReadingLevel(composition, site, locale) {
  const problems = [];
  if (!isEnglish(locale)) return problems;
  for (const [component, path] of componentsOf(composition)) {
    for (const [name, parameter] of Object.entries(component.parameters ?? {})) {
      if (parameter?.type !== 'richText') continue;
      const grade = readingGrade(richTextPlain(parameter.value));
      if (grade !== undefined && grade > READING_GRADE_MAX)
        problems.push(
          componentProblem(
            'reading-level',
            component,
            path,
            name,
            `reads at grade ${grade.toFixed(1)} (Flesch–Kincaid); at most ${READING_GRADE_MAX}`,
            site,
            'warning',
          ),
        );
    }
  }
  return problems;
}
