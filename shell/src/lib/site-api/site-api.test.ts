/**
 * @jest-environment node
 */
import { API_MESSAGES, ApiError, ApiNetworkError, type ConsumerApi } from '@maple/contracts';
import { REQUEST_CODES } from '../errors/error-codes';
import { createSiteApi, type MonitoringEntry } from './site-api';

function siteApiAnswering(answer: () => Promise<unknown>) {
  const shown: number[] = [];
  const logged: MonitoringEntry[] = [];
  const api: ConsumerApi = { call: (() => answer()) as ConsumerApi['call'] };
  const siteApi = createSiteApi({
    api,
    locale: () => 'en-CA',
    hasToken: () => true,
    showError: (code) => shown.push(code),
    log: (entry) => logged.push(entry),
  });
  return { siteApi, shown, logged };
}

describe('the site API', () => {
  it('returns the data and logs the success code of the request', async () => {
    const { siteApi, shown, logged } = siteApiAnswering(async () => ({ enrolledForRewards: true, charitableCause: '006WWF' }));
    await expect(siteApi.call('enrolCause', { body: { locationExternalReference: 'web', charityID: '006WWF' } })).resolves.toEqual({
      ok: true,
      data: { enrolledForRewards: true, charitableCause: '006WWF' },
    });
    expect(shown).toEqual([]);
    expect(logged[0]).toMatchObject({ level: 'info', code: 1086, api: 'POST user/enroll/email/cause' });
  });

  it('opens the modal with the request’s code for the message and logs the call, secrets masked', async () => {
    const { siteApi, shown, logged } = siteApiAnswering(async () => {
      throw new ApiError('changePassword', 422, API_MESSAGES.passwordValidationFailed, null);
    });
    const result = await siteApi.call('changePassword', { body: { currentPassword: 'maple-leaf-41', newPassword: 'maple-leaf-42' } });
    expect(result).toMatchObject({
      ok: false,
      kind: 'passwordValidationFailed',
      code: REQUEST_CODES.changePassword.passwordValidationFailed,
    });
    expect(shown).toEqual([REQUEST_CODES.changePassword.passwordValidationFailed]);
    expect(logged[0]).toMatchObject({
      level: 'error',
      api: 'PUT user/password',
      status: 422,
      headers: { 'x-locale': 'en-CA', 'Ocp-Apim-Subscription-Key': '********', Authorization: 'Bearer ********' },
      payload: { body: { currentPassword: '********', newPassword: '********' } },
      response: { statusCode: 422, message: API_MESSAGES.passwordValidationFailed },
    });
  });

  it('shows the fixed code for an internal server error', async () => {
    const { siteApi, shown } = siteApiAnswering(async () => {
      throw new ApiError('points', 500, API_MESSAGES.internalServerError, null);
    });
    await siteApi.call('points');
    expect(shown).toEqual([1275]);
  });

  it('shows the generic code and returns no data on a network failure', async () => {
    const { siteApi, shown } = siteApiAnswering(async () => {
      throw new ApiNetworkError('points', new TypeError('fetch failed'));
    });
    await expect(siteApi.call('points')).resolves.toMatchObject({ ok: false, code: 1000, status: null });
    expect(shown).toEqual([1000]);
  });

  it('sets the modal code for a 422 on reward issue but skips the extra logging', async () => {
    const { siteApi, shown, logged } = siteApiAnswering(async () => {
      throw new ApiError('issueReward', 422, API_MESSAGES.insufficientPoints, null);
    });
    await siteApi.call('issueReward', {
      body: { rewardTypeExternalReference: 'R1', rewardQuantity: 1, transferTargetExternalReference: 'null', rewardType: 'GIFT_CARD' },
    });
    expect(shown).toEqual([REQUEST_CODES.issueReward.insufficientPoints]);
    expect(logged).toEqual([]);
  });

  it('masks emails in what it logs', async () => {
    const { siteApi, logged } = siteApiAnswering(async () => {
      throw new ApiError('login', 400, API_MESSAGES.invalidAuthCode, null);
    });
    await siteApi.call('login', {
      body: {
        campaignName: 'jane@example.com',
        authCode: 'c',
        codeVerifier: 'v'.repeat(43),
        redirectUri: 'http://localhost:8080/auth/callback',
      },
    });
    expect(JSON.stringify(logged)).not.toContain('jane@example.com');
    expect(logged[0]?.code).toBe(REQUEST_CODES.login.invalidAuthCode);
  });
});
