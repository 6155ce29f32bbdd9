// One spelling across content/: American English, as a US company writes. A rule, not a word list: British -ise,
// -isation, -yse, -our and -tre/-bre forms are reported with the American form, except the words below that are
// spelled that way in American English too. `npm run content:check` reports every use (whole words, any case).

/** -ise words that are American as well; a word is excused when its base form ends with one (`otherwise`, `sunrise`). */
export const ISE_EXCEPTIONS = [
  'advertise',
  'advise',
  'anise',
  'apprise',
  'chastise',
  'chemise',
  'comprise',
  'compromise',
  'concise',
  'cruise',
  'bruise',
  'demise',
  'despise',
  'devise',
  'disguise',
  'enterprise',
  'excise',
  'exercise',
  'expertise',
  'franchise',
  'guise',
  'improvise',
  'merchandise',
  'mortise',
  'noise',
  'paradise',
  'poise',
  'porpoise',
  'praise',
  'precise',
  'premise',
  'promise',
  'raise',
  'reprise',
  'revise',
  'rise',
  'supervise',
  'surmise',
  'surprise',
  'televise',
  'tortoise',
  'treatise',
  'turquoise',
  'valise',
  'wise',
];

/** -our words that are American as well (whole words). */
export const OUR_EXCEPTIONS = [
  'hour',
  'four',
  'your',
  'tour',
  'pour',
  'flour',
  'our',
  'sour',
  'dour',
  'scour',
  'devour',
  'detour',
  'contour',
  'troubadour',
  'glamour',
  'velour',
  'amour',
  'paramour',
];

/**
 * -tre/-bre words that are American as well (whole words); -cre and -gre words (acre, massacre, mediocre, lucre, ogre)
 * are not in the rule at all. `metre` is British: the site writes `meter`.
 */
export const RE_EXCEPTIONS = ['macabre', 'timbre', 'notre', 'ombre'];

/** British forms no ending rule covers, with the word to use. */
export const OTHER_FORMS = {
  programme: 'program',
  programmes: 'programs',
  licence: 'license',
  licences: 'licenses',
  defence: 'defense',
  offence: 'offense',
  cheque: 'check',
  cheques: 'checks',
  grey: 'gray',
  jewellery: 'jewelry',
  catalogue: 'catalog',
  travelling: 'traveling',
  cancelled: 'canceled',
  enrolment: 'enrollment',
  judgement: 'judgment',
  mould: 'mold',
  tyre: 'tire',
  tyres: 'tires',
  practise: 'practice',
};

// Endings each family takes; the base is the word with its ending replaced by the family's dictionary form.
const ISE = /^([a-z]+)is(e|es|ed|ing|er|ers|ation|ations|ational)$/;
const YSE = /^([a-z]+)ys(e|es|ed|ing|er|ers)$/;
const OUR = /^([a-z]*)our(s|ed|ing|ite|ites|able|ably|ful|fully|less|er|ers|hood|hoods|ly)?$/;
const RE = /^([a-z]+)([tb])re(s|d)?$/;

const ISE_AMERICAN = { e: 'ize', es: 'izes', ed: 'ized', ing: 'izing', er: 'izer', ers: 'izers' };

/** The American form of one lowercase word, or undefined when the word is not a British form. */
export function americanForm(word) {
  const lower = word.toLowerCase();
  if (Object.hasOwn(OTHER_FORMS, lower)) return OTHER_FORMS[lower];
  const ise = ISE.exec(lower);
  if (ise) {
    const [, stem, ending] = ise;
    if (ending.startsWith('ation')) return lower === 'improvisation' ? undefined : `${stem}iz${ending}`;
    // The base ('rising' → 'rise') decides; a short stem like 'pr' in 'prise' or 'w' in 'wise' is never British.
    const base = `${stem}ise`;
    if (stem.length < 2 || ISE_EXCEPTIONS.some((exception) => base.endsWith(exception))) return undefined;
    return `${stem}${ISE_AMERICAN[ending]}`;
  }
  const yse = YSE.exec(lower);
  if (yse) return `${yse[1]}yz${yse[2]}`;
  const our = OUR.exec(lower);
  if (our) {
    const [, stem, ending = ''] = our;
    if (stem.length < 2 || OUR_EXCEPTIONS.includes(`${stem}our`)) return undefined;
    return `${stem}or${ending}`;
  }
  const re = RE.exec(lower);
  if (re) {
    const [, stem, letter, ending = ''] = re;
    if (RE_EXCEPTIONS.includes(`${stem}${letter}re`) || !/[aeiouy]/.test(stem)) return undefined;
    return `${stem}${letter}er${ending === 'd' ? 'ed' : ending}`;
  }
  return undefined;
}

/** Proper names written the British way (a theater's own name, say 'Theatre' in 'Globe Theatre'), exact case. */
export const PROPER_NAMES = [];

/** The British spellings in a text, each with its American form. */
export function britishSpellings(text) {
  const found = [];
  for (const [word] of text.matchAll(/[A-Za-z]+/g)) {
    if (PROPER_NAMES.includes(word)) continue;
    const american = americanForm(word);
    if (!american) continue;
    const capital = word[0] === word[0].toUpperCase();
    found.push({ word, american: capital ? american[0].toUpperCase() + american.slice(1) : american });
  }
  return found;
}
