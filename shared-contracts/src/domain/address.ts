import { type Profile, PROVINCES } from '../api/member-schemas';
import type { Locale } from '../i18n/locale';
import type { Localized } from '../routes/route-definition';

/** A province or territory, by postal abbreviation. */
export type Province = (typeof PROVINCES)[number];

/** True when `value` is one of the 13 postal abbreviations. */
export function isProvince(value: unknown): value is Province {
  return (PROVINCES as readonly unknown[]).includes(value);
}

/** The 13 provinces and territories with their names in both languages (spec section 3). */
export const PROVINCE_NAMES: Readonly<Record<Province, Localized>> = {
  AB: { 'en-CA': 'Alberta', 'fr-CA': 'Alberta' },
  BC: { 'en-CA': 'British Columbia', 'fr-CA': 'Colombie-Britannique' },
  MB: { 'en-CA': 'Manitoba', 'fr-CA': 'Manitoba' },
  NB: { 'en-CA': 'New Brunswick', 'fr-CA': 'Nouveau-Brunswick' },
  NL: { 'en-CA': 'Newfoundland and Labrador', 'fr-CA': 'Terre-Neuve-et-Labrador' },
  NS: { 'en-CA': 'Nova Scotia', 'fr-CA': 'Nouvelle-Écosse' },
  NT: { 'en-CA': 'Northwest Territories', 'fr-CA': 'Territoires du Nord-Ouest' },
  NU: { 'en-CA': 'Nunavut', 'fr-CA': 'Nunavut' },
  ON: { 'en-CA': 'Ontario', 'fr-CA': 'Ontario' },
  PE: { 'en-CA': 'Prince Edward Island', 'fr-CA': 'Île-du-Prince-Édouard' },
  QC: { 'en-CA': 'Quebec', 'fr-CA': 'Québec' },
  SK: { 'en-CA': 'Saskatchewan', 'fr-CA': 'Saskatchewan' },
  YT: { 'en-CA': 'Yukon', 'fr-CA': 'Yukon' },
};

/** The first letters of the postal codes of each province or territory (Canada Post's forward sortation areas). */
export const POSTAL_FIRST_LETTERS: Readonly<Record<Province, string>> = {
  NL: 'A',
  NS: 'B',
  PE: 'C',
  NB: 'E',
  QC: 'GHJ',
  ON: 'KLMNP',
  MB: 'R',
  SK: 'S',
  AB: 'T',
  BC: 'V',
  NT: 'X',
  NU: 'X',
  YT: 'Y',
};

/** A postal code without spaces or hyphens, in capitals: how it is stored and sent (spec section 5). */
export function normalizePostalCode(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}

/** A postal code as people write it: `K1P 1J1`. */
export function formatPostalCode(input: string): string {
  const code = normalizePostalCode(input);
  return code.length === 6 ? `${code.slice(0, 3)} ${code.slice(3)}` : code;
}

/** Why a postal code was refused. */
type PostalCodeProblem = 'format' | 'unusedLetter' | 'provinceMismatch';

/**
 * Checks a Canadian postal code (any spacing or case): letter-digit-letter digit-letter-digit,
 * none of the letters Canada Post never uses (D, F, I, O, Q, U; W and Z never first), and a
 * first letter that belongs to `province` when one is given. Null when it is good.
 */
export function postalCodeProblem(input: string, province?: Province | null): PostalCodeProblem | null {
  const code = normalizePostalCode(input);
  if (!/^[A-Z]\d[A-Z]\d[A-Z]\d$/.test(code)) return 'format';
  if (/[DFIOQU]/.test(code) || /^[WZ]/.test(code)) return 'unusedLetter';
  if (province && !POSTAL_FIRST_LETTERS[province].includes(code.charAt(0))) return 'provinceMismatch';
  return null;
}

/** A delivery address as a member fills it in (spec section 3). */
export interface DeliveryAddress {
  readonly firstName: string;
  readonly lastName: string;
  readonly line1: string;
  readonly line2: string;
  readonly city: string;
  readonly province: Province;
  readonly postalCode: string;
}

/**
 * The address payload of spec section 3: trimmed, line 2 sent as a single space when empty,
 * the postal code without spaces.
 */
export function addressPayload(address: DeliveryAddress) {
  return {
    firstname: address.firstName.trim(),
    lastname: address.lastName.trim(),
    addressStreet1: address.line1.trim(),
    addressStreet2: address.line2.trim() || ' ',
    city: address.city.trim(),
    zipcode: normalizePostalCode(address.postalCode),
    state: address.province,
  };
}

/** A delivery address already on file: read-only (spec section 5), the province as the profile holds it. */
export interface AddressOnFile {
  readonly line1: string;
  readonly line2: string | null;
  readonly city: string;
  /** A postal abbreviation, or whatever else the profile holds. */
  readonly province: string;
  readonly postalCode: string;
}

/**
 * The delivery address a member has on file, from their profile's traits; null when there is
 * none. An address is on file once its first line is: the API stores the address whole and
 * refuses to change it.
 */
export function addressOnFile(profile: Profile | null | undefined): AddressOnFile | null {
  const traits = profile?.traits;
  if (!traits?.addressLine1) return null;
  return {
    line1: traits.addressLine1,
    line2: traits.addressLine2 || null,
    city: traits.cityName ?? '',
    province: traits.territoryName ?? '',
    postalCode: traits.postalAreaCode ?? '',
  };
}

/**
 * An address on file as it is written on an envelope, one string per line: street, unit (when
 * there is one), "city, province" with the province named in `locale`, the postal code with its space.
 */
export function addressLines(address: AddressOnFile, locale: Locale): string[] {
  const province = isProvince(address.province) ? PROVINCE_NAMES[address.province][locale] : address.province;
  const locality = [address.city, province].filter(Boolean).join(', ');
  return [address.line1, address.line2, locality, formatPostalCode(address.postalCode)].filter((line): line is string => Boolean(line));
}
