import { aProfile, createFakeSiteApi, signedInState } from '@maple/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, failure } from '#src/testing/account-factories.ts';
import { renderPage } from '#src/testing/render-page.tsx';
import { YourDataSection } from './your-data-section';

const exported = {
  exportedAt: '2026-11-22T15:00:00.000Z',
  profile: aProfile(),
  consents: [],
  deliveryAddress: null,
  transactions: [],
  issuedRewards: [],
  messages: [],
  referral: { referralCode: null, friendsJoined: 0, invitedBy: false },
  sampleOrders: [],
  surveyAnswers: [],
  quizAttempts: [],
  receipts: [],
};

describe('YourDataSection', () => {
  const createObjectURL = jest.fn(() => 'blob:my-data');
  beforeEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  });

  it('downloads everything held about the member as a JSON file', async () => {
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const { api } = createFakeSiteApi({ dataExport: answer(exported) });
    renderPage(<YourDataSection />, { path: '/my-account', props: { api, state: signedInState() } });

    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));

    expect(await screen.findByText('Your data was downloaded.')).toBeInTheDocument();
    expect(clicked).toEqual(['maple-rewards-my-data-2026-11-22.json']);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('still downloads the file when the session finishes loading while the data is on its way', async () => {
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    let send: (result: ReturnType<typeof answer>) => void = () => undefined;
    const { api } = createFakeSiteApi({ dataExport: () => new Promise((resolve) => (send = resolve)) });
    const { props } = renderPage(<YourDataSection />, {
      path: '/my-account',
      props: { api, state: { loggedIn: true, profile: null } },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    act(() => props.setSiteState(signedInState()));
    await act(async () => send(answer(exported)));

    expect(await screen.findByText('Your data was downloaded.')).toBeInTheDocument();
    expect(clicked).toEqual(['maple-rewards-my-data-2026-11-22.json']);
  });

  it('deletes the account after a confirmation, then asks the shell to end the member’s session', async () => {
    const { api, calls } = createFakeSiteApi({ deleteAccount: answer({ ok: true }) });
    const { props } = renderPage(<YourDataSection />, { path: '/fr/mon-compte', props: { api, state: signedInState() } });

    await userEvent.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer votre compte pour de bon?' });
    expect(dialog).toHaveTextContent('Cette action est irréversible.');
    expect(dialog).toHaveTextContent(
      'des empreintes codées de votre identité et des offres uniques que vous avez reçues sont conservées pendant 3 ans',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer mon compte' }));

    expect(calls.find((call) => call.id === 'deleteAccount')?.input).toEqual({ body: { confirm: true } });
    expect(props.asked).toEqual([{ command: 'endSession', argument: 'accountDeleted' }]);
    expect(props.store.getState().loggedIn).toBe(false);
  });

  it('keeps the member signed in, and says so, when the deletion fails', async () => {
    const { api } = createFakeSiteApi({ deleteAccount: failure(503, 'Service not available', 'serviceNotAvailable') });
    const { props } = renderPage(<YourDataSection />, { path: '/my-account', props: { api, state: signedInState() } });

    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText('Your account was not deleted: something went wrong. Please try again.')).toBeInTheDocument();
    expect(props.asked).toEqual([]);
  });

  it('says what is kept after a deletion, why and for how long, in both languages', async () => {
    renderPage(<YourDataSection />, { path: '/my-account', props: { api: createFakeSiteApi().api, state: signedInState() } });
    const kept = screen.getByRole('region', { name: 'What we keep after you delete your account' });
    expect(kept).toHaveTextContent(
      'To prevent fraud, we keep coded fingerprints (keyed one-way hashes) of your sign-in identity and email address',
    );
    expect(kept).toHaveTextContent('for 3 years, then delete them');
    expect(kept).toHaveTextContent('your joining would not count as a friend’s referral');

    renderPage(<YourDataSection />, { path: '/fr/mon-compte', props: { api: createFakeSiteApi().api, state: signedInState() } });
    const conservé = screen.getByRole('region', { name: 'Ce que nous conservons après la suppression de votre compte' });
    expect(conservé).toHaveTextContent('pendant 3 ans, puis nous les supprimons');
  });

  it('deletes nothing when the member keeps their account', async () => {
    const { api, calls } = createFakeSiteApi();
    const { props } = renderPage(<YourDataSection />, { path: '/my-account', props: { api, state: signedInState() } });

    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep my account' }));

    expect(calls).toEqual([]);
    expect(props.asked).toEqual([]);
  });
});
