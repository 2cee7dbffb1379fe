import type { SupportContact } from '@maple/contracts';
import { createFakeSiteApi } from '@maple/testing';
import { act, screen, within } from '@testing-library/react';
import { failure, ok } from '#src/testing/factories.ts';
import { renderPage } from '#src/testing/render-page.tsx';
import { ChatPage } from './chat-page';

const contact: SupportContact = {
  timeZone: 'America/Toronto',
  phone: {
    number: '+18005550123',
    hours: [
      { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '08:00', closes: '20:00' },
      { days: ['sat'], opens: '10:00', closes: '16:00' },
    ],
  },
  email: { address: 'support@maple-rewards.ca', replyWithinBusinessDays: 2 },
};

const api = () => createFakeSiteApi({ supportContact: ok(contact) }).api;

describe('ChatPage', () => {
  afterEach(() => jest.useRealTimers());

  it('gives the phone number and its opening hours on the support team’s clock, and the email address', async () => {
    renderPage(<ChatPage />, { path: '/chat', props: { api: api() } });

    expect(screen.getByRole('heading', { level: 1, name: 'Chat with us' })).toBeInTheDocument();
    const phone = await screen.findByRole('region', { name: 'Call us' });
    expect(within(phone).getByRole('link', { name: '1 800 555-0123' })).toHaveAttribute('href', 'tel:+18005550123');
    expect(within(phone).getByText('Monday to Friday')).toBeInTheDocument();
    expect(within(phone).getByText('8:00 a.m. to 8:00 p.m.')).toBeInTheDocument();
    expect(within(phone).getByText('Saturday')).toBeInTheDocument();
    expect(within(phone).getByText(/Times are Eastern Time\./)).toBeInTheDocument();
    const email = screen.getByRole('region', { name: 'Write to us' });
    expect(within(email).getByRole('link', { name: 'support@maple-rewards.ca' })).toHaveAttribute(
      'href',
      'mailto:support@maple-rewards.ca',
    );
    expect(within(email).getByText('We answer within 2 business days.')).toBeInTheDocument();
  });

  it('says whether the phone line is open now', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T15:00:00Z'), doNotFake: ['queueMicrotask', 'nextTick'] });
    renderPage(<ChatPage />, { path: '/chat', props: { api: api() } });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });

    expect(screen.getByText('Open now')).toBeInTheDocument();
    await act(async () => {
      // Monday 8 p.m. in Toronto: the line has just closed.
      jest.setSystemTime(new Date('2026-11-24T01:00:00Z'));
      await jest.advanceTimersByTimeAsync(60_000);
    });
    expect(screen.getByText('Closed now')).toBeInTheDocument();
  });

  it('tells members what to have ready and to never share their password', () => {
    renderPage(<ChatPage />, { path: '/chat', props: { api: api() } });

    expect(screen.getByRole('heading', { level: 2, name: 'Have this ready when you contact us' })).toBeInTheDocument();
    expect(screen.getByText(/will never ask for your password/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Help' })[0]).toHaveAttribute('href', '/help');
  });

  it('offers to try again when the contact details cannot be loaded', async () => {
    renderPage(<ChatPage />, { path: '/chat', props: { api: createFakeSiteApi({ supportContact: failure() }).api } });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Our contact details could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says the same in French', async () => {
    renderPage(<ChatPage />, { path: '/fr/clavardage', props: { api: api() } });

    expect(screen.getByRole('heading', { level: 1, name: 'Clavardez avec nous' })).toBeInTheDocument();
    const phone = await screen.findByRole('region', { name: 'Appelez-nous' });
    expect(within(phone).getByText('Du lundi au vendredi')).toBeInTheDocument();
    expect(within(phone).getByText(/De 08 h 00 à 20 h 00/)).toBeInTheDocument();
    expect(screen.getByText('Nous répondons dans un délai de 2 jours ouvrables.')).toBeInTheDocument();
    expect(screen.getByText(/ne vous demandera jamais votre mot de passe/)).toBeInTheDocument();
  });
});
