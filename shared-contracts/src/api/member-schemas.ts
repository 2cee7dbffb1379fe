import * as z from 'zod/mini';

const text = z.string().check(z.minLength(1));
const nullableText = z.nullable(z.string());

/** Gender as stored: the first letter of the option; "I'd rather not say" travels as R. */
const storedGenderSchema = z.enum(['F', 'M', 'N', 'O', 'R']);

/** The member's traits (spec section 3). */
const profileTraitsSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  birthDate: nullableText,
  gender: z.nullable(storedGenderSchema),
  emailVerified: z.boolean(),
  postalAreaCode: nullableText,
  addressLine1: nullableText,
  addressLine2: nullableText,
  territoryName: nullableText,
  cityName: nullableText,
  charitableCause: z.string(),
  campaignName: nullableText,
  traitEthnicityCulture: nullableText,
  SendWelcomeEmail: z.boolean(),
  loyaltyProgramUser: z.nullable(z.object({ value: z.boolean(), collectedDate: z.string() })),
  OriginatingClientId: z.string(),
});

/** The member's identifiers. */
const profileIdsSchema = z.object({
  consumerId: text,
  email: z.email(),
  marketingProgramNumber: z.string(),
  sourceId: z.string(),
});

/** The member profile as `user/profile` returns it. */
export const profileSchema = z.object({
  enrolledForRewards: z.boolean(),
  optedOutUser: z.boolean(),
  causeRewardEligible: z.boolean(),
  ids: profileIdsSchema,
  loyaltyId: nullableText,
  opts: z.array(z.object({ id: z.string(), optedIn: z.boolean() })),
  traits: profileTraitsSchema,
});

/** A member profile. */
export type Profile = z.infer<typeof profileSchema>;

/** `auth/login` request: the code from the identity provider, and how to redeem it. */
export const loginRequestSchema = z.object({
  campaignName: z.string(),
  authCode: text,
  /** PKCE: the verifier of the challenge sent with the authorize request. */
  codeVerifier: z.string().check(z.minLength(43), z.maxLength(128)),
  /** The redirect URI used in the authorize request (the token exchange must repeat it). */
  redirectUri: z.url(),
});

/**
 * `auth/login` answer: the profile and the session token (a JWT expiring in 30 minutes). With
 * `idTokenHint` (the identity provider's ID token) as `id_token_hint`, the provider's logout
 * needs no confirmation from the member.
 */
export const loginResponseSchema = z.extend(profileSchema, { authToken: text, idTokenHint: z.optional(text) });

/** The login answer. */
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** `user/enroll/email/cause` request. */
export const enrolCauseRequestSchema = z.object({ locationExternalReference: text, charityID: text });

/** `user/enroll/email/charityEligible` request: the cause is optional (the default applies). */
export const enrolCharityEligibleRequestSchema = z.object({ locationExternalReference: text, charityID: z.optional(text) });

/** Answer of both enrolment calls. */
export const enrolResponseSchema = z.object({ enrolledForRewards: z.literal(true), charitableCause: text });

/**
 * `user/password` request: the member's current password (checked by the identity provider;
 * wrong: 422 `Current password is incorrect`, too many wrong: 429) and the new one (refused
 * when common or easy to guess: 422 `Password validation failed`). A change ends the member's
 * other sessions and their refresh tokens.
 */
export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().check(z.minLength(1), z.maxLength(1024)),
  newPassword: z.string().check(z.minLength(8), z.maxLength(128)),
});

/** `user/profile` update: the profile payload (spec section 3), or an opt back in. */
export const updateProfileRequestSchema = z.union([
  z.object({ optin: z.literal(true) }),
  z.object({
    zipcode: z.null(),
    gender: storedGenderSchema,
    birthdate: z.string().check(z.regex(/^(0?[1-9]|[12]\d|3[01])$/)),
    birthmonth: z.string().check(z.regex(/^(0?[1-9]|1[0-2])$/)),
    birthyear: z.string().check(z.regex(/^\d{4}$/)),
    traitEthnicityCulture: z.string(),
  }),
]);

/** `user/cause` request. */
export const updateCauseRequestSchema = z.object({ charityCauseId: text, isInitialSelection: z.optional(z.boolean()) });

/** Canadian postal code without spaces, e.g. K1A0B1. */
const postalCodeSchema = z.string().check(z.regex(/^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]\d[ABCEGHJ-NPRSTV-Z]\d$/));

/** The 13 provinces and territories, by postal abbreviation. */
export const PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;

/** `user/address` request (spec section 3: address payload). */
export const updateAddressRequestSchema = z.object({
  firstname: text,
  lastname: text,
  addressStreet1: text,
  /** A single space when the member left it empty. */
  addressStreet2: z.string().check(z.minLength(1)),
  city: text,
  zipcode: postalCodeSchema,
  state: z.enum(PROVINCES),
});

/** Answer of calls that only acknowledge. */
export const acknowledgedSchema = z.object({ ok: z.literal(true) });
