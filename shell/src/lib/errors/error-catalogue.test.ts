import fs from 'node:fs';
import path from 'node:path';
import { API_MESSAGES, type ApiEndpointId, apiEndpoints, COMMON_ERROR_KINDS, rateLimitMessage } from '@maple/contracts';
import { classifyApiError } from './classify-api-error';
import { clientErrorCode, CLIENT_ERROR_CODES } from './client-error-codes';
import { errorCodeFor, REQUEST_TYPE_OF, successCodeFor } from './error-catalogue';
import { GENERIC_ERROR_CODE, REQUEST_CODES } from './error-codes';

const allCodes = [
  GENERIC_ERROR_CODE,
  1275,
  1276,
  ...Object.values(REQUEST_CODES).flatMap((codes) => Object.values(codes)),
  ...Object.values(CLIENT_ERROR_CODES),
];

/** The calls docs/error-catalogue.md says how the failures of: the first column of its table of every call. */
function documentedCalls(): Set<string> {
  const doc = fs.readFileSync(path.join(__dirname, '../../../../docs/error-catalogue.md'), 'utf8');
  const rows = doc.split('\n').filter((line) => line.startsWith('| `'));
  return new Set(rows.flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`(\w+)`/g)].map((match) => match[1] ?? '')));
}

describe('the error catalogue', () => {
  it('says in its doc how the failure of every call of the endpoint table is shown', () => {
    const documented = documentedCalls();
    expect((Object.keys(apiEndpoints) as ApiEndpointId[]).filter((endpoint) => !documented.has(endpoint))).toEqual([]);
  });

  it('numbers every code once, from 1000: the spec’s 1000 to 1294, then ours without a gap', () => {
    expect(new Set(allCodes).size).toBe(allCodes.length);
    const sorted = [...allCodes].sort((a, b) => a - b);
    expect(sorted[0]).toBe(1000);
    expect(sorted).toEqual(sorted.map((_, index) => 1000 + index));
  });

  it('keeps the success codes the spec fixes', () => {
    expect(successCodeFor('login')).toBe(1023);
    expect(successCodeFor('logout')).toBe(1031);
    expect(successCodeFor('changePassword')).toBe(1003);
    expect(successCodeFor('enrolCause')).toBe(1086);
    expect(successCodeFor('enrolCharityEligible')).toBe(1086);
    expect(successCodeFor('issueReward')).toBe(1200);
    expect(successCodeFor('orderSample')).toBe(1210);
  });

  it('gives internal server errors and bad gateways their fixed codes on every request', () => {
    for (const endpoint of Object.keys(apiEndpoints) as ApiEndpointId[]) {
      expect(errorCodeFor(endpoint, 'internalServerError')).toBe(1275);
      expect(errorCodeFor(endpoint, 'badGateway')).toBe(1276);
    }
  });

  it('has a code for every common kind on every request type', () => {
    for (const endpoint of Object.keys(apiEndpoints) as ApiEndpointId[]) {
      for (const kind of COMMON_ERROR_KINDS) {
        expect(errorCodeFor(endpoint, kind)).not.toBe(GENERIC_ERROR_CODE);
      }
    }
  });

  it('tells request types apart: the same kind has another code on another request', () => {
    expect(errorCodeFor('login', 'badRequest')).not.toBe(errorCodeFor('issueReward', 'badRequest'));
    expect(errorCodeFor('anonymousRewards', 'badRequest')).toBe(errorCodeFor('rewards', 'badRequest'));
  });

  it('uses a request type’s own codes for its specific messages', () => {
    expect(errorCodeFor('issueReward', 'insufficientPoints')).toBe(REQUEST_CODES.issueReward.insufficientPoints);
    expect(errorCodeFor('orderSample', 'sampleAlreadyOrdered')).toBe(REQUEST_CODES.orderSample.sampleAlreadyOrdered);
    expect(errorCodeFor('login', 'invalidAuthCode')).toBe(REQUEST_CODES.login.invalidAuthCode);
  });

  it('falls back to the generic code for an unknown kind or one the request does not expect', () => {
    expect(errorCodeFor('points', 'unknown')).toBe(GENERIC_ERROR_CODE);
    expect(errorCodeFor('points', 'sampleAlreadyOrdered')).toBe(GENERIC_ERROR_CODE);
  });

  it('maps every API call to a request type of the catalogue', () => {
    for (const endpoint of Object.keys(apiEndpoints) as ApiEndpointId[]) {
      expect(REQUEST_CODES).toHaveProperty(REQUEST_TYPE_OF[endpoint]);
    }
  });

  it('numbers the failures that are not API answers', () => {
    expect(clientErrorCode('authStateMismatch')).toBe(CLIENT_ERROR_CODES.authStateMismatch);
    expect(clientErrorCode('cookiesDisabled')).not.toBe(clientErrorCode('authCodeMissing'));
  });
});

describe('classifyApiError', () => {
  it.each([
    [400, API_MESSAGES.badRequest, 'badRequest'],
    [401, API_MESSAGES.invalidJwt, 'invalidJwt'],
    [401, API_MESSAGES.invalidSubscriptionKey, 'invalidSubscriptionKey'],
    [401, API_MESSAGES.unauthorized, 'unauthorizedAccess'],
    [403, API_MESSAGES.forbidden, 'forbidden'],
    [404, API_MESSAGES.resourceNotFound, 'resourceNotFound'],
    [404, API_MESSAGES.apiNotFound, 'resourceNotFound'],
    [422, API_MESSAGES.unprocessableEntity, 'unprocessableEntity'],
    [422, API_MESSAGES.insufficientPoints, 'insufficientPoints'],
    [422, API_MESSAGES.ownReferralCode, 'unprocessableEntity'],
    [429, rateLimitMessage(3), 'rateLimitExceeded'],
    [500, API_MESSAGES.internalServerError, 'internalServerError'],
    [502, API_MESSAGES.badGateway, 'badGateway'],
    [503, API_MESSAGES.serviceNotAvailable, 'serviceNotAvailable'],
  ] as const)('classifies %i "%s" as %s', (status, message, kind) => {
    expect(classifyApiError(status, message)).toBe(kind);
  });

  it('finds the rate-limit wording anywhere in the text', () => {
    expect(classifyApiError(400, 'Sorry: rate limit exceeded for this key')).toBe('rateLimitExceeded');
  });

  it('ignores case and a final period', () => {
    expect(classifyApiError(401, 'invalid jwt')).toBe('invalidJwt');
    expect(classifyApiError(400, 'Bad request.')).toBe('badRequest');
  });

  it('knows internal server errors and bad gateways by status when the text is unknown', () => {
    expect(classifyApiError(500, 'boom')).toBe('internalServerError');
    expect(classifyApiError(502, '')).toBe('badGateway');
  });

  it('calls anything else unknown', () => {
    expect(classifyApiError(418, 'I am a teapot')).toBe('unknown');
    expect(classifyApiError(400, 'Something odd')).toBe('unknown');
  });

  it('recognises every message text of the API', () => {
    for (const message of Object.values(API_MESSAGES)) {
      expect(classifyApiError(400, message)).not.toBe('unknown');
    }
  });
});
