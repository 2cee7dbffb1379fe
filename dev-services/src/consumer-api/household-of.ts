import { normalizePostalCode } from '@maple/contracts';

/**
 * A street address reduced to what identifies the building: the civic number and the street,
 * each word in one canonical spelling, with the unit (apartment, suite…) set apart.
 */
interface NormalizedStreetAddress {
  /** The civic number (`12`, `12A`), or null when the address has none (a rural route, a box). */
  readonly civicNumber: string | null;
  /** The street's words in canonical spellings, sorted (English puts the street type last, French first). */
  readonly street: string;
  /** The unit (`1`, `4B`), or null when the address names none. */
  readonly unit: string | null;
}

// Canada Post's street types and their usual spellings, in both languages. English and French
// names of one street ("Elgin Street", "rue Elgin") read the same once canonical.
const STREET_TYPES: Readonly<Record<string, readonly string[]>> = {
  AVE: ['AVENUE', 'AVE', 'AV'],
  // Street and Saint share the abbreviation ST: "St Laurent Blvd" and "Saint-Laurent Blvd" agree.
  ST: ['STREET', 'STR', 'ST', 'RUE', 'SAINT'],
  STE: ['SAINTE', 'STE'],
  RD: ['ROAD', 'RD', 'CHEMIN', 'CH'],
  BLVD: ['BOULEVARD', 'BLVD', 'BOUL', 'BD', 'BL'],
  DR: ['DRIVE', 'DR', 'PROMENADE', 'PROM'],
  CRT: ['COURT', 'CRT', 'CT', 'COUR'],
  CRES: ['CRESCENT', 'CRES', 'CR', 'CROISSANT', 'CROIS'],
  PL: ['PLACE', 'PL'],
  LANE: ['LANE', 'LN', 'ALLEE'],
  TERR: ['TERRACE', 'TERR', 'TER', 'TERRASSE'],
  PKY: ['PARKWAY', 'PKY', 'PKWY'],
  HWY: ['HIGHWAY', 'HWY', 'AUTOROUTE', 'AUT'],
  CIR: ['CIRCLE', 'CIR', 'CERCLE'],
  SQ: ['SQUARE', 'SQ', 'CARRE'],
  TRAIL: ['TRAIL', 'TRL', 'SENTIER'],
  RTE: ['ROUTE', 'RTE'],
  GDNS: ['GARDENS', 'GDNS'],
  GATE: ['GATE', 'GT'],
  GROVE: ['GROVE', 'GR'],
  HTS: ['HEIGHTS', 'HTS'],
  MTEE: ['MONTEE', 'MTEE'],
  MT: ['MOUNT', 'MT', 'MONT'],
  PT: ['POINT', 'PT', 'POINTE'],
  CONC: ['CONCESSION', 'CONC', 'RANG'],
  PO: ['PO'],
  BOX: ['BOX', 'BP', 'CP', 'CASE'],
  RR: ['RR'],
};

const DIRECTIONS: Readonly<Record<string, readonly string[]>> = {
  N: ['NORTH', 'NORD', 'N'],
  S: ['SOUTH', 'SUD', 'S'],
  E: ['EAST', 'EST', 'E'],
  W: ['WEST', 'OUEST', 'W', 'O'],
  NE: ['NORTHEAST', 'NORDEST', 'NE'],
  NW: ['NORTHWEST', 'NORDOUEST', 'NW', 'NO'],
  SE: ['SOUTHEAST', 'SUDEST', 'SE'],
  SW: ['SOUTHWEST', 'SUDOUEST', 'SW', 'SO'],
};

const ORDINAL_WORDS: Readonly<Record<string, readonly string[]>> = {
  1: ['FIRST', 'PREMIER', 'PREMIERE'],
  2: ['SECOND', 'DEUXIEME'],
  3: ['THIRD', 'TROISIEME'],
  4: ['FOURTH', 'QUATRIEME'],
  5: ['FIFTH', 'CINQUIEME'],
  6: ['SIXTH', 'SIXIEME'],
  7: ['SEVENTH', 'SEPTIEME'],
  8: ['EIGHTH', 'HUITIEME'],
  9: ['NINTH', 'NEUVIEME'],
  10: ['TENTH', 'DIXIEME'],
};

/** Words that announce a unit, in both languages: "Apt 1", "Suite 200", "app. 3", "bureau 4", "# 5". */
const UNIT_DESIGNATORS = new Set([
  'APT',
  'APARTMENT',
  'APP',
  'APPT',
  'APPARTEMENT',
  'UNIT',
  'UNITE',
  'SUITE',
  'BUREAU',
  'LOGEMENT',
  'LOG',
  'PIECE',
  'ROOM',
  'RM',
  'PH',
  'PENTHOUSE',
  'BSMT',
  'BASEMENT',
  '#',
]);

/** A designator written against its number: "Unit2", "Apt4B", "app3", "bureau200". */
const GLUED_UNIT = /^(APT|APARTMENT|APP|APPT|APPARTEMENT|UNIT|UNITE|SUITE|BUREAU|LOGEMENT|LOG|RM|ROOM|PH)(\d+[A-Z]?)$/;

/** Words that name a floor: "Floor 2", "2nd floor", "Fl 2", "étage 2", "2e étage". */
const FLOOR_WORDS = new Set(['FLOOR', 'FL', 'FLR', 'ETAGE']);

/** A flat named by where it is in the house, in both languages, in one spelling each. */
const POSITION_WORDS: ReadonlyMap<string, string> = new Map([
  ['UPPER', 'UPPER'],
  ['HAUT', 'UPPER'],
  ['LOWER', 'LOWER'],
  ['BAS', 'LOWER'],
  ['REAR', 'REAR'],
  ['BACK', 'REAR'],
  ['ARRIERE', 'REAR'],
  ['BASEMENT', 'BASEMENT'],
  ['BSMT', 'BASEMENT'],
  ['SOUSSOL', 'BASEMENT'],
]);

/** Articles: inside a position ("logement du haut"), not before one ("Rang du Bas" is a road). */
const ARTICLES = new Set(['DU', 'DE', 'LA', 'LE']);

/** Words that go with a position and mean nothing alone: "Upper unit", "Lower level", "logement du haut". */
const POSITION_FILLERS = new Set(['UNIT', 'UNITE', 'LEVEL', 'FLAT', 'APT', 'APARTMENT', 'LOGEMENT', 'LOG', 'NIVEAU', ...ARTICLES]);

const canonical = (table: Readonly<Record<string, readonly string[]>>) =>
  new Map(Object.entries(table).flatMap(([canonicalForm, spellings]) => spellings.map((spelling) => [spelling, canonicalForm] as const)));

const STREET_WORD = canonical(STREET_TYPES);
const DIRECTION_WORD = canonical(DIRECTIONS);
const ORDINAL_WORD = canonical(ORDINAL_WORDS);
const NUMBERED_ORDINAL = /^(\d+)(ST|ND|RD|TH|E|ER|RE|ERE|EME|IEME)$/;
const CIVIC_NUMBER = /^\d+[A-Z]?$/;
// A unit has a digit ("2", "4B", "B2") or is one letter ("B"): "Logement du haut" names no unit "DU".
const UNIT_ID = /^(?=[A-Z]*\d)[A-Z0-9]{1,6}$|^[A-Z]$/;

/** Upper case, accents off, apostrophes joined, every other mark a space, "#5" split from its number. */
function plainWords(text: string): string[] {
  const plain = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/['’`]/g, '')
    .replace(/#/g, ' # ')
    .replace(/[^A-Z0-9#-]+/g, ' ')
    .replace(/\s*-\s*/g, '-')
    .trim();
  return plain ? plain.split(/\s+/) : [];
}

/** "P O BOX", "N E": a run of two or more single letters is one abbreviation (PO, NE). */
function joinSpelledLetters(words: readonly string[]): string[] {
  const joined: string[] = [];
  let run: string[] = [];
  const endRun = () => {
    if (run.length > 1) joined.push(run.join(''));
    else joined.push(...run);
    run = [];
  };
  for (const word of words) {
    if (/^[A-Z]$/.test(word)) run.push(word);
    else {
      endRun();
      joined.push(word);
    }
  }
  endRun();
  return joined;
}

function canonicalWord(word: string): string {
  const ordinal = NUMBERED_ORDINAL.exec(word);
  if (ordinal) return String(Number(ordinal[1]));
  return STREET_WORD.get(word) ?? DIRECTION_WORD.get(word) ?? ORDINAL_WORD.get(word) ?? word;
}

/** A unit in one spelling: "02" and "2" are one flat. */
function canonicalUnit(id: string): string {
  return /^\d+$/.test(id) ? String(Number(id)) : id;
}

/** The floor number of an ordinal ("2ND", "2E", "DEUXIEME"), or null. */
function floorOfOrdinal(word: string | undefined): string | null {
  if (word === undefined) return null;
  const numbered = NUMBERED_ORDINAL.exec(word);
  if (numbered) return String(Number(numbered[1]));
  return ORDINAL_WORD.get(word) ?? null;
}

/**
 * Takes off one end of `words` a run of position words and their fillers ("Upper", "unit du
 * haut", "Rear"), when the run names a position; answers the position, or null (words unchanged).
 */
function takePosition(words: string[], end: 'start' | 'end'): string | null {
  const at = (index: number) => (end === 'end' ? words[words.length - 1 - index] : words[index]) ?? '';
  let length = 0;
  let position: string | null = null;
  while (length < words.length && (POSITION_WORDS.has(at(length)) || POSITION_FILLERS.has(at(length)))) {
    position ??= POSITION_WORDS.get(at(length)) ?? null;
    length += 1;
  }
  if (position === null || ARTICLES.has(end === 'end' ? at(length - 1) : at(0))) return null;
  // At the start, a position only comes before the civic number ("Upper, 88 Sparks St").
  if (end === 'start' && !CIVIC_NUMBER.test(at(length))) return null;
  words.splice(end === 'end' ? words.length - length : 0, length);
  return position;
}

/** What marks the unit in a line, once read: an id, a floor, a position. */
interface UnitMarks {
  id: string | null;
  floor: string | null;
  position: string | null;
}

/** The unit of a line's marks: the flat's id when it has one, else its floor, else its place in the house. */
function unitOf(marks: UnitMarks): string | null {
  if (marks.id !== null) return canonicalUnit(marks.id);
  if (marks.floor !== null) return `FLOOR ${marks.floor}`;
  return marks.position;
}

/** The words of a line without its unit marks (designators and ids, floors, positions), and the marks. */
function setUnitApart(words: readonly string[], marks: UnitMarks): string[] {
  const kept: string[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] ?? '';
    const next = words[index + 1];
    const glued = GLUED_UNIT.exec(word);
    if (glued?.[2]) {
      marks.id ??= glued[2];
      continue;
    }
    if (UNIT_DESIGNATORS.has(word)) {
      // "Apt #1": a designator and the number sign before the unit.
      const idIndex = word !== '#' && next === '#' ? index + 2 : index + 1;
      const id = words[idIndex];
      if (id !== undefined && UNIT_ID.test(id) && !FLOOR_WORDS.has(id)) {
        marks.id ??= id;
        index = idIndex;
        continue;
      }
    }
    if (FLOOR_WORDS.has(word)) {
      // "2nd floor", "2e étage", the ordinal already kept; or "Floor 2", "étage 2".
      const ordinal = floorOfOrdinal(kept.at(-1));
      if (ordinal !== null) {
        marks.floor ??= ordinal;
        kept.pop();
        continue;
      }
      if (next !== undefined && /^\d{1,3}$/.test(next)) {
        marks.floor ??= String(Number(next));
        index += 1;
        continue;
      }
    }
    if (word === 'SOUS' && next === 'SOL') {
      kept.push('SOUSSOL');
      index += 1;
      continue;
    }
    kept.push(word);
  }
  marks.position = takePosition(kept, 'end') ?? takePosition(kept, 'start');
  return kept;
}

/** The civic number and the street of a line's words, each word in its canonical spelling. */
function civicAndStreet(words: readonly string[]): { civicNumber: string | null; street: string } {
  const joined = joinSpelledLetters(words);
  const civicNumber = joined[0] !== undefined && CIVIC_NUMBER.test(joined[0]) ? joined[0] : null;
  const street: string[] = [];
  for (const word of (civicNumber === null ? joined : joined.slice(1)).map(canonicalWord)) {
    // Two directions side by side ("Nord Est") are one compound direction.
    const previous = street.at(-1);
    if ((previous === 'N' || previous === 'S') && (word === 'E' || word === 'W')) street[street.length - 1] = previous + word;
    else street.push(word);
  }
  return { civicNumber, street: street.sort().join(' ') };
}

/**
 * Every way one line of a street address can be read, the likeliest first. Only a line that
 * starts with two numbers joined by a hyphen has two: Canada Post writes the unit first
 * ("2-88 Sparks St": unit 2 at 88), but some write the civic number first ("88-2 Sparks St").
 */
export function streetAddressReadings(line: string): NormalizedStreetAddress[] {
  const words = plainWords(line);
  const hyphenated = /^([A-Z0-9]{1,6})-(\d+[A-Z]?)$/.exec(words[0] ?? '');
  const starts: { first: string | null; unit: string | null }[] = [{ first: null, unit: null }];
  if (hyphenated?.[1] && hyphenated[2]) {
    starts[0] = { first: hyphenated[2], unit: hyphenated[1] };
    if (CIVIC_NUMBER.test(hyphenated[1]) && /^\d+$/.test(hyphenated[2])) starts.push({ first: hyphenated[1], unit: hyphenated[2] });
  }
  return starts.map(({ first, unit }) => {
    const rest = first === null ? words : [first, ...words.slice(1)];
    // Other hyphens only join words ("Saint-Laurent", "Nord-Est", "sous-sol").
    const marks: UnitMarks = { id: unit, floor: null, position: null };
    const kept = setUnitApart(
      rest.flatMap((word) => word.split('-').filter(Boolean)),
      marks,
    );
    return { ...civicAndStreet(kept), unit: unitOf(marks) };
  });
}

/**
 * Reads one line of a street address the way people write it, in English or French, and sets
 * the unit apart: designators ("Apt 1", "Apartment 1", "Unit 1", "Unit1", "Suite 1", "app. 1",
 * "bureau 1", "# 1", before or after the street), the Canadian unit-civic form "1-12 Elgin St",
 * a floor ("Floor 2", "2nd floor", "étage 2", "2e étage") and a place in the house ("Upper",
 * "Lower", "Rear", "Basement", "haut", "bas", "arrière", "sous-sol"). Case, accents,
 * punctuation and spacing do not matter; street types, directions and ordinals are read in
 * every usual spelling. The likeliest reading of {@link streetAddressReadings}.
 */
export function normalizeStreetAddress(line: string): NormalizedStreetAddress {
  const [likeliest] = streetAddressReadings(line);
  return likeliest ?? { civicNumber: null, street: '', unit: null };
}

/** A unit alone on line 2: "Apt 4", "Unit 2", "#5", "4B", "Upper", "2e étage". */
function unitOfLine2(line: string): string | null {
  const address = normalizeStreetAddress(line);
  if (address.unit) return address.unit;
  const words = plainWords(line);
  return words.length === 1 && words[0] !== undefined && UNIT_ID.test(words[0]) ? canonicalUnit(words[0]) : null;
}

/** The address of a household: a postal code and street lines, as stored or as typed. */
interface HouseholdAddress {
  readonly postalCode: string | null;
  readonly line1: string | null;
  readonly line2?: string | null;
}

/**
 * A household (a home) and the building it is in, however the address is written. Keys name
 * the postal code's forward sortation area (its first three characters), the civic number, the
 * street and, for the home, the unit.
 */
export interface Household {
  /** The home, as the likeliest reading of the address has it. */
  readonly key: string;
  /** The home under every reading of the address (two for "88-2 Sparks St", else one). */
  readonly keys: readonly string[];
  /** The building (the civic address) under every reading: its orders of one sample are capped. */
  readonly civicKeys: readonly string[];
  /** The unit of the likeliest reading (`2`, `4B`, `FLOOR 2`, `UPPER`), or null for a whole house. */
  readonly unit: string | null;
}

/**
 * The household of an address (spec section 5: one sample per member or household), or null
 * without a postal code and a street line. A household is one home: the civic number and the
 * street however they are written ("12 Elgin St.", "rue Elgin") in one forward sortation area,
 * with the unit (line 1 or line 2), so the flats of one building are different households.
 * Made-up units are bounded by the building: `SAMPLE_ORDERS_PER_BUILDING` of contracts.
 */
export function householdOf({ postalCode, line1, line2 }: HouseholdAddress): Household | null {
  const area = postalCode ? normalizePostalCode(postalCode).slice(0, 3) : '';
  if (!area || !line1?.trim()) return null;
  const second = line2?.trim() ? streetAddressReadings(line2) : [];
  let readings = streetAddressReadings(line1);
  const onLine2 = second.filter((reading) => reading.civicNumber !== null);
  if (readings.every((reading) => reading.civicNumber === null) && onLine2.length > 0) {
    // The street is on line 2 when line 1 names only the unit ("Apt 1" / "12 Elgin St").
    const unit = readings[0]?.unit ?? null;
    readings = onLine2.map((reading) => ({ ...reading, unit: reading.unit ?? unit }));
  } else if (line2?.trim()) {
    const unit = unitOfLine2(line2);
    readings = readings.map((reading) => ({ ...reading, unit: reading.unit ?? unit }));
  }
  readings = readings.filter((reading) => reading.street || reading.civicNumber !== null);
  const [likeliest] = readings;
  if (!likeliest) return null;
  const civicKey = (reading: NormalizedStreetAddress) => [area, reading.civicNumber ?? '', reading.street].join('|');
  const homeKey = (reading: NormalizedStreetAddress) => [civicKey(reading), reading.unit ?? ''].join('|');
  return {
    key: homeKey(likeliest),
    keys: [...new Set(readings.map(homeKey))],
    civicKeys: [...new Set(readings.map(civicKey))],
    unit: likeliest.unit,
  };
}

/** The key of {@link householdOf}, or null. */
export function householdKey(address: HouseholdAddress): string | null {
  return householdOf(address)?.key ?? null;
}
