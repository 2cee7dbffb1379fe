import { normalizePostalCode } from './address';

/**
 * A street address reduced to what identifies the building: the civic number and the street,
 * each word in one canonical spelling, with the unit (apartment, suite…) set apart.
 */
export interface NormalizedStreetAddress {
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

const canonical = (table: Readonly<Record<string, readonly string[]>>) =>
  new Map(Object.entries(table).flatMap(([canonicalForm, spellings]) => spellings.map((spelling) => [spelling, canonicalForm] as const)));

const STREET_WORD = canonical(STREET_TYPES);
const DIRECTION_WORD = canonical(DIRECTIONS);
const ORDINAL_WORD = canonical(ORDINAL_WORDS);
const NUMBERED_ORDINAL = /^(\d+)(ST|ND|RD|TH|E|ER|RE|ERE|EME|IEME)$/;
const CIVIC_NUMBER = /^\d+[A-Z]?$/;
const UNIT_ID = /^[A-Z0-9]{1,6}$/;

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

/**
 * Reads one line of a street address the way people write it, in English or French, and
 * sets the unit apart: designators ("Apt 1", "Apartment 1", "Unit 1", "Suite 1", "app. 1",
 * "# 1", before or after the street), and the Canadian unit-civic form "1-12 Elgin St".
 * Case, accents, punctuation and spacing do not matter; street types, directions and
 * ordinals are read in every usual spelling.
 */
export function normalizeStreetAddress(line: string): NormalizedStreetAddress {
  let words = plainWords(line);
  let unit: string | null = null;

  // "1-12 Elgin St": the unit, a hyphen, then the civic number.
  const unitCivic = /^([A-Z0-9]{1,6})-(\d+[A-Z]?)$/.exec(words[0] ?? '');
  if (unitCivic?.[1] && unitCivic[2]) {
    unit = unitCivic[1];
    words = [unitCivic[2], ...words.slice(1)];
  }
  // Other hyphens only join words ("Saint-Laurent", "Nord-Est").
  words = words.flatMap((word) => word.split('-').filter(Boolean));

  const kept: string[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] ?? '';
    if (UNIT_DESIGNATORS.has(word)) {
      // "Apt #1": a designator and the number sign before the unit.
      const idIndex = word !== '#' && words[index + 1] === '#' ? index + 2 : index + 1;
      const id = words[idIndex];
      if (id !== undefined && UNIT_ID.test(id)) {
        unit ??= id;
        index = idIndex;
        continue;
      }
    }
    kept.push(word);
  }

  const joined = joinSpelledLetters(kept);
  const civicNumber = joined[0] !== undefined && CIVIC_NUMBER.test(joined[0]) ? joined[0] : null;
  const street: string[] = [];
  for (const word of (civicNumber === null ? joined : joined.slice(1)).map(canonicalWord)) {
    // Two directions side by side ("Nord Est") are one compound direction.
    const previous = street.at(-1);
    if ((previous === 'N' || previous === 'S') && (word === 'E' || word === 'W')) street[street.length - 1] = previous + word;
    else street.push(word);
  }
  return { civicNumber, street: street.sort().join(' '), unit };
}

/** A unit alone on line 2: "Apt 4", "Unit 2", "#5", "4B". */
function unitOfLine2(line: string): string | null {
  const address = normalizeStreetAddress(line);
  if (address.unit) return address.unit;
  const words = plainWords(line);
  return words.length === 1 && words[0] !== undefined && UNIT_ID.test(words[0]) ? words[0] : null;
}

/** The address of a household: a postal code and street lines, as stored or as typed. */
export interface HouseholdAddress {
  readonly postalCode: string | null;
  readonly line1: string | null;
  readonly line2?: string | null;
}

/** What identifies a household, and the unit it named (kept for the record, not compared). */
export interface Household {
  readonly key: string;
  readonly unit: string | null;
}

/**
 * The household of an address (spec section 5: one sample per member or household), or null
 * without a postal code and a street line. Two addresses are one household when they have the
 * same postal code, civic number and street however they are written ("12 Elgin St." and
 * "Apt 1, 12 Elgin Street", "rue Elgin"). The unit is not compared: it is free text no one
 * checks, so a made-up "Apt 2" must not earn a second sample at the same door.
 */
export function householdOf({ postalCode, line1, line2 }: HouseholdAddress): Household | null {
  const code = postalCode ? normalizePostalCode(postalCode) : '';
  if (!code || !line1?.trim()) return null;
  let street = normalizeStreetAddress(line1);
  // The street can be on line 2 when line 1 names only the unit ("Apt 1" / "12 Elgin St").
  if (street.civicNumber === null && line2?.trim()) {
    const second = normalizeStreetAddress(line2);
    if (second.civicNumber !== null) street = { ...second, unit: second.unit ?? street.unit };
  } else if (line2?.trim()) {
    street = { ...street, unit: street.unit ?? unitOfLine2(line2) };
  }
  if (!street.street && street.civicNumber === null) return null;
  return { key: [code, street.civicNumber ?? '', street.street].join('|'), unit: street.unit };
}

/** The key of {@link householdOf}, or null. */
export function householdKey(address: HouseholdAddress): string | null {
  return householdOf(address)?.key ?? null;
}
