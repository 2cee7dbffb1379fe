import { maskEmail, maskEmailsIn, maskForLog } from './masking';

describe('maskEmail', () => {
  it('keeps the first character and masks the rest of the name, the domain and its suffix', () => {
    expect(maskEmail('jane.doe@example.com')).toBe('j*******@*******.***');
    expect(maskEmail('a@b.ca')).toBe('a@*.**');
  });

  it('masks everything of something that is not an email', () => {
    expect(maskEmail('@nobody')).toBe('@******');
  });
});

describe('maskEmailsIn', () => {
  it('masks every address in a text and leaves the rest', () => {
    expect(maskEmailsIn('from jane@example.com to joe@mail.ca')).toBe('from j***@*******.*** to j**@****.**');
  });
});

describe('maskForLog', () => {
  it('hides the current password and a receipt photo too', () => {
    expect(maskForLog({ currentPassword: 'Old-Secret-1', newPassword: 'New-Secret-2', image: 'iVBORw0KGgo=' })).toEqual({
      currentPassword: '********',
      newPassword: '********',
      image: '********',
    });
  });

  it('hides new passwords and phone numbers and masks emails deep inside', () => {
    expect(
      maskForLog({
        body: { newPassword: 'maple-leaf-42', phoneNumber: '613-555-0100', contact: { email: 'jane@example.com' } },
        list: ['x@y.ca', 3, null],
      }),
    ).toEqual({
      body: { newPassword: '********', phoneNumber: '********', contact: { email: 'j***@*******.***' } },
      list: ['x@*.**', 3, null],
    });
  });

  it('hides auth codes, PKCE verifiers, states, tokens and every part of an address', () => {
    expect(
      maskForLog({
        body: {
          authCode: 'c-123',
          codeVerifier: 'v'.repeat(43),
          campaignName: 'spring',
          redirectUri: 'http://localhost:8080/auth/callback',
        },
        payload: { state: 's-1', storedState: 's-2', authToken: 'eyJ.x.y' },
        address: { addressStreet1: '12 Elgin St', addressStreet2: 'Apt 1', city: 'Ottawa', zipcode: 'K1P1J1', state: 'ON' },
        mobileNumber: '613 555 0100',
      }),
    ).toEqual({
      body: { authCode: '********', codeVerifier: '********', campaignName: 'spring', redirectUri: 'http://localhost:8080/auth/callback' },
      payload: { state: '********', storedState: '********', authToken: '********' },
      address: '********',
      mobileNumber: '********',
    });
  });

  it('leaves empty secrets empty so the log shows what was sent', () => {
    expect(maskForLog({ newPassword: '', phone: null })).toEqual({ newPassword: '', phone: null });
  });
});
