import { aProfile, createFakeSiteApi, signedInState } from '@maple/contracts/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer } from '../../../testing/account-factories';
import { renderPage } from '../../../testing/render-page';
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
    localStorage.setItem('sessionToken', 'token-of-ada');
  });
  afterEach(() => localStorage.clear());

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

  it('deletes the account after a confirmation, then the shell signs the member out and says so', async () => {
    const storageEvents: (string | null)[] = [];
    window.addEventListener('storage', (event) => storageEvents.push(event.key));
    const { api, calls } = createFakeSiteApi({ deleteAccount: answer({ ok: true }) });
    const { props } = renderPage(<YourDataSection />, { path: '/fr/mon-compte', props: { api, state: signedInState() } });

    await userEvent.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer votre compte pour de bon?' });
    expect(dialog).toHaveTextContent('Cette action est irréversible.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer mon compte' }));

    expect(calls.find((call) => call.id === 'deleteAccount')?.input).toEqual({ body: { confirm: true } });
    expect(localStorage.getItem('sessionToken')).toBeNull();
    expect(storageEvents).toContain('sessionToken');
    expect(props.asked).toContainEqual({
      command: 'showAlert',
      argument: expect.objectContaining({ id: 'account-deleted', tone: 'success' }),
    });
  });

  it('deletes nothing when the member keeps their account', async () => {
    const { api, calls } = createFakeSiteApi();
    renderPage(<YourDataSection />, { path: '/my-account', props: { api, state: signedInState() } });

    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep my account' }));

    expect(calls).toEqual([]);
    expect(localStorage.getItem('sessionToken')).toBe('token-of-ada');
  });
});
