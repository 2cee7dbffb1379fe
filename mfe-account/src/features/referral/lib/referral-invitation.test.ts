import { forgetInvitation, invitationCodeIn, invitationLink, storedInvitation, storeInvitation } from './referral-invitation';

describe('referral invitations', () => {
  afterEach(() => localStorage.clear());

  it('links to the sign-up page in the referrer’s language, with the code', () => {
    expect(invitationLink('https://maple.example', 'en-CA', 'ABCD2345')).toBe('https://maple.example/signup?invite=ABCD2345');
    expect(invitationLink('https://maple.example', 'fr-CA', 'ABCD2345')).toBe('https://maple.example/fr/inscrivez-vous?invite=ABCD2345');
  });

  it('reads a well-formed code from the query, in any case, and nothing else', () => {
    expect(invitationCodeIn('?invite=abcd2345')).toBe('ABCD2345');
    expect(invitationCodeIn('?invite=ABCD0000')).toBeNull();
    expect(invitationCodeIn('?invite=<script>')).toBeNull();
    expect(invitationCodeIn('?login')).toBeNull();
  });

  it('keeps an invitation until it is forgotten, and ignores a tampered one', () => {
    storeInvitation('ABCD2345');
    expect(storedInvitation()).toBe('ABCD2345');
    forgetInvitation();
    expect(storedInvitation()).toBeNull();
    localStorage.setItem('referralInvitation', 'not a code');
    expect(storedInvitation()).toBeNull();
  });
});
