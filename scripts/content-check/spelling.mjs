// One spelling across content/: American English, as a US company writes. Each British form with the word to use
// instead; `npm run content:check` reports every use (whole words, any case, with their endings).
export const BRITISH_SPELLINGS = {
  programme: 'program',
  programmes: 'programs',
  labour: 'labor',
  defence: 'defense',
  licence: 'license',
  licences: 'licenses',
  neighbour: 'neighbor',
  neighbours: 'neighbors',
  neighbourhood: 'neighborhood',
  cheque: 'check',
  cheques: 'checks',
  specialise: 'specialize',
  specialises: 'specializes',
  specialised: 'specialized',
  specialising: 'specializing',
  recognise: 'recognize',
  recognised: 'recognized',
  organised: 'organized',
  organise: 'organize',
  organisation: 'organization',
  organisations: 'organizations',
  favour: 'favor',
  favourite: 'favorite',
  colour: 'color',
  colours: 'colors',
  practise: 'practice',
  jewellery: 'jewelry',
  grey: 'gray',
  centre: 'center',
  centres: 'centers',
  centrepieces: 'centerpieces',
  honour: 'honor',
  behaviour: 'behavior',
  catalogue: 'catalog',
  travelling: 'traveling',
  cancelled: 'canceled',
  enrolment: 'enrollment',
  judgement: 'judgment',
  offence: 'offense',
  mould: 'mold',
  tyre: 'tire',
  tyres: 'tires',
  minimise: 'minimize',
  prioritise: 'prioritize',
  authorised: 'authorized',
  summarise: 'summarize',
  analyse: 'analyze',
};

const PATTERN = new RegExp(`\\b(${Object.keys(BRITISH_SPELLINGS).join('|')})\\b`, 'gi');

/** The British spellings in a text, each with its American form. */
export function britishSpellings(text) {
  return [...text.matchAll(PATTERN)].map(([word]) => ({ word, american: BRITISH_SPELLINGS[word.toLowerCase()] }));
}
