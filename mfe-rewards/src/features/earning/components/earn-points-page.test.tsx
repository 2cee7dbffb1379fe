import { createFakeSiteApi, signedInState } from '@maple/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '#src/testing/render-page.tsx';
import { answer, failed } from '#src/testing/reward-fixtures.ts';
import { EarnPointsPage } from './earn-points-page';

const photo = (name = 'receipt.jpg', type = 'image/jpeg') => {
  const bytes = new Uint8Array(4096).fill(9);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return new File([bytes], name, { type });
};

const pending = {
  receiptId: 'RCPT-1',
  status: 'pending' as const,
  points: 10,
  mediaType: 'image/jpeg' as const,
  submittedAt: '2026-11-22T15:00:00.000Z',
  reviewedAt: null,
};

describe('EarnPointsPage', () => {
  it('lists every way to earn with its points, each linking to where it is done', () => {
    renderPage(<EarnPointsPage />, { path: '/earn-points/' });

    expect(screen.getByRole('heading', { level: 1, name: 'Earn points' })).toBeInTheDocument();
    const ways = screen.getByRole('region', { name: 'How to earn' });
    expect(ways).toHaveTextContent('50 or 100 points, 1 cause point and 5 sweepstakes entries for each survey you answer.');
    expect(ways).toHaveTextContent('Add this site to your home screen: 25 points.');
    expect(ways).toHaveTextContent('10 points for each receipt we approve, up to 3 receipts a day.');
    expect(within(ways).getByRole('link', { name: 'Answer a survey' })).toHaveAttribute('href', '/survey/');
    expect(within(ways).getByRole('link', { name: 'Take a quiz' })).toHaveAttribute('href', '/quizzes/');
    expect(within(ways).getByRole('link', { name: 'Send a receipt' })).toHaveAttribute('href', '#receipts');
  });

  it('says the same in French, with the quizzes’ points from the API', async () => {
    const { api } = createFakeSiteApi({ quizzes: answer({ quizzes: [{ quizId: 'water', title: 'L’eau', points: 20 }] }) });
    renderPage(<EarnPointsPage />, { path: '/fr/accumulez-des-points/', props: { api } });

    expect(screen.getByText('Ajoutez ce site à votre écran d’accueil : 25 points.')).toBeInTheDocument();
    expect(await screen.findByText('20 points pour chaque quiz terminé, la première fois.')).toBeInTheDocument();
  });

  it('asks a visitor to sign in to send receipts, and comes back here', () => {
    renderPage(<EarnPointsPage />, { path: '/earn-points/' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/earn-points/?login');
  });

  it('sends a member’s receipt photo base64-encoded and says its points are pending review', async () => {
    const user = userEvent.setup();
    let receipts: (typeof pending)[] = [];
    const fake = createFakeSiteApi({
      receipts: () => answer({ receipts, pendingPoints: receipts.length * 10 }),
      uploadReceipt: () => {
        receipts = [pending];
        return answer(pending);
      },
    });
    renderPage(<EarnPointsPage />, { path: '/earn-points/', props: { api: fake.api, state: signedInState() } });

    expect(await screen.findByText('You have not sent a receipt yet.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Photo of your receipt'), photo());
    await user.click(screen.getByRole('button', { name: 'Send my receipt' }));

    expect(await screen.findByText('Receipt received')).toBeInTheDocument();
    expect(screen.getByText(/are pending until we review the photo/)).toHaveTextContent('Its 10 points are pending');
    const sent = fake.calls.find((call) => call.id === 'uploadReceipt')?.input as { body: { image: string } };
    expect(atob(sent.body.image).length).toBe(4096);
    expect(await screen.findByText('Pending review')).toBeInTheDocument();
    expect(screen.getByText(/^Waiting for review/)).toHaveTextContent('Waiting for review: 10 points');
  });

  it('says when each receipt was sent in Toronto time, naming the zone, as every moment on the site', async () => {
    const lateInToronto = { ...pending, submittedAt: '2026-11-21T03:30:00.000Z' };
    const fake = createFakeSiteApi({ receipts: answer({ receipts: [lateInToronto], pendingPoints: 10 }) });
    renderPage(<EarnPointsPage />, { path: '/fr/accumulez-des-points/', props: { api: fake.api, state: signedInState() } });

    expect(await screen.findByText(/^Envoyé/)).toHaveTextContent(/20 novembre 2026.*22 h 30 HNE/);
  });

  it('refuses a file that is not a photo by its content, whatever its name, without sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const fake = createFakeSiteApi({ receipts: answer({ receipts: [], pendingPoints: 0 }) });
    renderPage(<EarnPointsPage />, { path: '/earn-points/', props: { api: fake.api, state: signedInState() } });

    const notAPhoto = new File([new TextEncoder().encode('%PDF-1.7'.padEnd(4096, ' '))], 'receipt.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Photo of your receipt'), notAPhoto);
    await user.click(screen.getByRole('button', { name: 'Send my receipt' }));

    expect(await screen.findAllByText(/This file is not a JPEG, PNG or HEIC photo/)).not.toHaveLength(0);
    expect(fake.calls.map((call) => call.id)).not.toContain('uploadReceipt');
  });

  it('asks for a photo when none is chosen', async () => {
    const user = userEvent.setup();
    const fake = createFakeSiteApi({ receipts: answer({ receipts: [], pendingPoints: 0 }) });
    renderPage(<EarnPointsPage />, { path: '/earn-points/', props: { api: fake.api, state: signedInState() } });

    await user.click(screen.getByRole('button', { name: 'Send my receipt' }));
    expect(await screen.findAllByText('Choose a photo of your receipt.')).not.toHaveLength(0);
  });

  it.each([
    ['receiptAlreadySubmitted', 1291, 'This photo was already sent: each receipt earns points once.'],
    ['dailyLimitReached', 1292, 'You have sent today’s receipts. Send more tomorrow.'],
  ] as const)('explains the API’s refusal %s', async (kind, code, message) => {
    const user = userEvent.setup();
    const fake = createFakeSiteApi({ receipts: answer({ receipts: [], pendingPoints: 0 }), uploadReceipt: failed(kind, code, 422) });
    renderPage(<EarnPointsPage />, { path: '/earn-points/', props: { api: fake.api, state: signedInState() } });

    await user.upload(screen.getByLabelText('Photo of your receipt'), photo());
    await user.click(screen.getByRole('button', { name: 'Send my receipt' }));
    expect(await screen.findAllByText(message)).not.toHaveLength(0);
    expect(fake.calls.find((call) => call.id === 'uploadReceipt')?.options).toEqual({ errors: 'inline' });
  });

  it('asks a member who has not confirmed their email to do so, and can send the link again', async () => {
    const user = userEvent.setup();
    const fake = createFakeSiteApi({
      receipts: answer({ receipts: [], pendingPoints: 0 }),
      uploadReceipt: failed('emailNotVerified', 1286, 403),
      resendVerificationEmail: answer({ ok: true }),
    });
    renderPage(<EarnPointsPage />, { path: '/earn-points/', props: { api: fake.api, state: signedInState() } });

    await user.upload(screen.getByLabelText('Photo of your receipt'), photo());
    await user.click(screen.getByRole('button', { name: 'Send my receipt' }));
    expect(await screen.findAllByText(/Confirm your email address first/)).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Email me the link again' }));
    await waitFor(() => expect(screen.getByText('We sent the link again. It can take a few minutes.')).toBeInTheDocument());
  });
});
