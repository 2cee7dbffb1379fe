import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aMemberSummary, renderRemotePage } from '@maple/testing';
import { InactiveMemberNotice } from './inactive-member-notice';
import { useMembership } from './use-membership';

const messages = { 'en-CA': {}, 'fr-CA': {} };

function Who() {
  return <p>{useMembership()}</p>;
}

describe('useMembership', () => {
  it.each([
    ['a visitor', {}, 'visitor'],
    ['a member', { loggedIn: true, profile: aMemberSummary() }, 'member'],
    ['an opted-out member', { loggedIn: true, profile: aMemberSummary({ optedOut: true }) }, 'inactive'],
  ])('tells %s apart', (_, state, expected) => {
    renderRemotePage(<Who />, { app: 'rewards', messages, props: { state } });
    expect(screen.getByText(expected)).toBeInTheDocument();
  });
});

describe('InactiveMemberNotice', () => {
  it('tells an opted-out member, in French, that their points are kept and how to opt back in, never to sign in or join', async () => {
    const { props } = renderRemotePage(<InactiveMemberNotice reason="coupons" />, {
      app: 'coupons',
      messages,
      path: '/fr/bons-rabais/?x=1',
      props: { state: { loggedIn: true, profile: aMemberSummary({ optedOut: true }) } },
    });

    expect(screen.getByText('Votre adhésion est inactive')).toBeInTheDocument();
    expect(screen.getByText(/Vos points sont conservés/)).toBeInTheDocument();
    expect(screen.queryByText(/(^|\s)(connectez|inscrivez)-vous/i)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Me réinscrire' }));

    expect(props.asked).toEqual([{ command: 'promptLogin', argument: { reason: 'coupons', returnTo: '/fr/bons-rabais/?x=1' } }]);
  });
});
