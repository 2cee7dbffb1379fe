// Why not zxcvbn alone: it scores a word, a year and a symbol as three parts, each costing a
// guesser its own search, so "Canada2026!" passes its score 3. Attackers of a Canadian site try
// exactly those first. Why not a package of place names: the ones that exist carry every city
// of the world (megabytes); the guesses that matter are the country, its provinces and
// territories and its largest cities, a short list kept here.

/** The site's own names, in both languages (compacted: no spaces, accents or hyphens). */
const SITE_NAMES = ['maple', 'rewards', 'maplerewards', 'erable', 'recompenses', 'recompense', 'mapleleaf'];

/** The country, its people, its provinces and territories, in English and French (compacted). */
const COUNTRY_AND_REGIONS = [
  'canada',
  'canadian',
  'canadien',
  'canadienne',
  'canuck',
  'ontario',
  'quebec',
  'novascotia',
  'nouvelleecosse',
  'newbrunswick',
  'nouveaubrunswick',
  'manitoba',
  'britishcolumbia',
  'colombiebritannique',
  'princeedwardisland',
  'ileduprinceedouard',
  'pei',
  'saskatchewan',
  'alberta',
  'newfoundland',
  'labrador',
  'newfoundlandandlabrador',
  'terreneuve',
  'terreneuveetlabrador',
  'yukon',
  'northwestterritories',
  'territoiresdunordouest',
  'nunavut',
];

/** The largest cities and the capitals (compacted, both spellings where they differ). */
const CITIES = [
  'toronto',
  'montreal',
  'vancouver',
  'calgary',
  'edmonton',
  'ottawa',
  'winnipeg',
  'quebeccity',
  'villedequebec',
  'hamilton',
  'kitchener',
  'waterloo',
  'london',
  'victoria',
  'halifax',
  'oshawa',
  'windsor',
  'saskatoon',
  'regina',
  'stcatharines',
  'niagara',
  'barrie',
  'kelowna',
  'abbotsford',
  'sherbrooke',
  'kingston',
  'guelph',
  'moncton',
  'saintjohn',
  'stjohns',
  'troisrivieres',
  'saguenay',
  'sudbury',
  'thunderbay',
  'peterborough',
  'brantford',
  'lethbridge',
  'nanaimo',
  'kamloops',
  'fredericton',
  'charlottetown',
  'whitehorse',
  'yellowknife',
  'iqaluit',
  'mississauga',
  'brampton',
  'surrey',
  'burnaby',
  'richmond',
  'markham',
  'vaughan',
  'oakville',
  'burlington',
  'laval',
  'gatineau',
  'longueuil',
  'levis',
  'terrebonne',
  'scarborough',
  'etobicoke',
  'northyork',
  'banff',
  'whistler',
  'jasper',
];

const PREDICTABLE: readonly string[] = [...SITE_NAMES, ...COUNTRY_AND_REGIONS, ...CITIES];

// Letters people swap for look-alikes ("C@nada", "T0r0nt0"); 1 reads as i or l.
const LOOK_ALIKES: ReadonlyMap<string, string> = new Map([
  ['@', 'a'],
  ['4', 'a'],
  ['3', 'e'],
  ['0', 'o'],
  ['$', 's'],
  ['5', 's'],
  ['7', 't'],
  ['1', 'il'],
  ['!', 'i'],
  ['|', 'l'],
]);

const readsAs = (character: string, letter: string) => character === letter || (LOOK_ALIKES.get(character) ?? '').includes(letter);

/** True when the text is one or more predictable words end to end ("torontoottawa", "t0r0nt0"). */
function isPredictableWords(text: string): boolean {
  const reachable = [true, ...Array<boolean>(text.length).fill(false)];
  for (let start = 0; start < text.length; start += 1) {
    if (!reachable[start]) continue;
    for (const word of PREDICTABLE) {
      if (start + word.length > text.length) continue;
      if ([...word].every((letter, index) => readsAs(text.charAt(start + index), letter))) reachable[start + word.length] = true;
    }
  }
  return reachable[text.length] === true;
}

/**
 * The ways to read a run of letters and look-alikes as a word: look-alikes at either end may
 * be digits or symbols added ("Toronto1") or letters of the word ("T0r0nt0").
 */
function cores(run: string): string[] {
  const isLookAlike = (character: string) => LOOK_ALIKES.has(character);
  let lead = 0;
  while (lead < run.length && isLookAlike(run.charAt(lead))) lead += 1;
  let trail = 0;
  while (trail < run.length - lead && isLookAlike(run.charAt(run.length - 1 - trail))) trail += 1;
  const found: string[] = [];
  for (let start = 0; start <= lead; start += 1) {
    for (let end = run.length - trail; end <= run.length; end += 1) found.push(run.slice(start, end));
  }
  return found;
}

/**
 * True when a password is only predictable words (the site's names, Canada, a province or
 * territory, a large city, in either language, with look-alike letters) decorated with a
 * year, a few digits and symbols: "Canada2026!", "C@nada!2026", "TorontoOttawa26!".
 * A long number is no decoration ("Canada84619273!" is left to the score), nor are other
 * words ("Toronto-Kettle-Marmot-88!").
 */
export function isDecoratedPredictableWord(password: string): boolean {
  const plain = password.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  // A long number is no decoration: it is left to the score.
  if ((plain.match(/\d+/g) ?? []).some((digits) => digits.length > 4)) return false;
  const runs = (plain.match(/[a-z@4305$71!|]+/g) ?? []).filter((run) => /[a-z]/.test(run));
  if (runs.length === 0) return false;
  let readings = [''];
  for (const run of runs) {
    readings = readings.flatMap((prefix) => cores(run).map((core) => prefix + core));
    // Passwords of many runs are no decorated word; stop counting.
    if (readings.length > 256) return false;
  }
  return readings.some(isPredictableWords);
}
