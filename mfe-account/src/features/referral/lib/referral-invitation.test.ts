import {
  forgetInvitation,
  invitationCodeIn,
  invitationLink,
  storedInvitation,
  storeInvitation,
  subscribeToInvitation,
} from './referral-invitation';

describe('referral invitations', () => {
  afterEach(() => localStorage.clear());

  it('links to the invitation page in the referrer’s language, with the code', () => {
    expect(invitationLink('https://maple.example', 'en-CA', 'ABCD2345')).toBe('https://maple.example/invitation?invite=ABCD2345');
    expect(invitationLink('https://maple.example', 'fr-CA', 'ABCD2345')).toBe('https://maple.example/fr/invitation?invite=ABCD2345');
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

  it('tells its subscribers when the kept invitation changes, and only then', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeToInvitation(listener);
    storeInvitation('ABCD2345');
    storeInvitation('ABCD2345');
    forgetInvitation();
    forgetInvitation();
    unsubscribe();
    storeInvitation('WXYZ2345');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
