import { useCurrentLocation } from '@maple/contracts/react';
import { aProfile, createFakeParcelHost, createFakeSiteApi, signedInState } from '@maple/contracts/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composedRoutes, renderPage } from '../../../testing/render-page';
import { PENDING_CAUSE_KEY } from '../hooks/use-campaign-cause';
import { type LandingPageDefinition, type LandingPageText, landingPageText } from '../landing-page-definition';
import { alwaysCoupon2025 } from '../pages/always-coupon-2025';
import { downyUnstopablesSample } from '../pages/downy-unstopables-sample';
import { learnAboutMenopause } from '../pages/learn-about-menopause';
import { recycling } from '../pages/recycling';
import { LandingPage } from './landing-page';
import { failure, ok } from '../../../testing/factories';

const springCleaning: LandingPageDefinition = {
  route: {
    id: 'springCleaning',
    app: 'campaigns',
    kind: 'landing',
    protected: false,
    paths: { 'en-CA': '/spring-cleaning/', 'fr-CA': '/fr/grand-menage-du-printemps/' },
    title: { 'en-CA': 'Spring cleaning', 'fr-CA': 'Grand ménage du printemps' },
  },
  content: {
    'en-CA': {
      intro: 'Fresh tips for a fresh start.',
      sections: [{ heading: 'Start with the kitchen', body: 'Clear the counters first.' }],
    },
    'fr-CA': {
      intro: 'Des conseils pour repartir à neuf.',
      sections: [{ heading: 'Commencez par la cuisine', body: 'Dégagez d’abord les comptoirs.' }],
    },
  },
};

const texts = new Map<LandingPageDefinition, LandingPageText>();

beforeAll(async () => {
  for (const page of [springCleaning, recycling, learnAboutMenopause, downyUnstopablesSample, alwaysCoupon2025]) {
    texts.set(page, await landingPageText(page));
  }
});

/** A landing page with its text, as the remote shows it once its chunks are in. */
function landing(page: LandingPageDefinition) {
  const text = texts.get(page);
  if (!text) throw new Error(`No text loaded for ${page.route.id}`);
  return <LandingPage page={page} text={text} />;
}

/** Shows the address the page is at, as the browser's address bar would. */
function AddressBar() {
  const { pathname, search } = useCurrentLocation();
  return <p>{`Address: ${pathname}${search}`}</p>;
}

describe('LandingPage', () => {
  afterEach(() => sessionStorage.clear());

  it('shows the recycling campaign in English: its title, intro, sections and call to action', () => {
    renderPage(landing(recycling), { path: '/recycling/' });

    expect(screen.getByRole('heading', { level: 1, name: 'Recycling' })).toBeInTheDocument();
    expect(screen.getByText(/Small habits make recycling work/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Check your local rules' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Empty and rinse' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take the sustainability quiz' })).toHaveAttribute('href', '/quizzes/sustainability/');
  });

  it('shows the same campaign in French on its French path', () => {
    renderPage(landing(recycling), { path: '/fr/recyclage/' });

    expect(screen.getByRole('heading', { level: 1, name: 'Recyclage' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Videz et rincez' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Faites le quiz sur le développement durable' })).toHaveAttribute(
      'href',
      '/fr/quiz/developpement-durable/',
    );
  });

  it('renders a new landing page from its definition alone, with no call to action when it has none', () => {
    renderPage(landing(springCleaning), {
      path: '/fr/grand-menage-du-printemps/',
      props: { routes: composedRoutes([springCleaning.route]) },
    });

    const page = screen.getByRole('article', { name: 'Grand ménage du printemps' });
    expect(within(page).getByText('Des conseils pour repartir à neuf.')).toBeInTheDocument();
    expect(within(page).getByRole('heading', { level: 2, name: 'Commencez par la cuisine' })).toBeInTheDocument();
    expect(within(page).queryByRole('link')).not.toBeInTheDocument();
  });

  it('records its campaign source in its address, for the shell to keep for the sign-in', async () => {
    renderPage(
      <>
        {landing(learnAboutMenopause)}
        <AddressBar />
      </>,
      { path: '/learn-about-menopause' },
    );

    expect(await screen.findByText('Address: /learn-about-menopause?campaign=everydayAcquisition')).toBeInTheDocument();
  });

  it('records no campaign when the page names none', async () => {
    renderPage(
      <>
        {landing(springCleaning)}
        <AddressBar />
      </>,
      { path: '/spring-cleaning/', props: { routes: composedRoutes([springCleaning.route]) } },
    );

    expect(await screen.findByText('Address: /spring-cleaning/')).toBeInTheDocument();
  });

  it('keeps the campaign a visitor arrived with', async () => {
    renderPage(
      <>
        {landing(learnAboutMenopause)}
        <AddressBar />
      </>,
      { path: '/learn-about-menopause?campaign=tideContestQR&utm=qr' },
    );

    expect(await screen.findByText('Address: /learn-about-menopause?campaign=tideContestQR&utm=qr')).toBeInTheDocument();
  });

  it('invites a visitor to join through the shell’s prompt, coming back to the page with its campaign', async () => {
    const user = userEvent.setup();
    const { props } = renderPage(landing(downyUnstopablesSample), { path: '/signup/downy-unstopables-sample/' });

    await user.click(screen.getByRole('button', { name: 'Join to get your sample' }));

    expect(props.asked).toContainEqual({
      command: 'promptLogin',
      argument: { reason: 'samples', returnTo: '/signup/downy-unstopables-sample/?campaign=pgeAcquisition' },
    });
  });

  it('offers a member the member’s link instead of joining', () => {
    renderPage(landing(alwaysCoupon2025), { path: '/fr/alwayscoupon2025/', props: { state: signedInState() } });

    expect(screen.queryByRole('button', { name: 'Devenir membre et obtenir mes bons' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir mes bons de réduction' })).toHaveAttribute('href', '/fr/bons-rabais/');
  });

  it('hides a sign-up link from a member when the page has nothing else for them', () => {
    renderPage(landing(learnAboutMenopause), { path: '/learn-about-menopause', props: { state: signedInState() } });

    expect(screen.queryByRole('link', { name: 'Join Maple Rewards' })).not.toBeInTheDocument();
  });

  describe('the fabric-care sample', () => {
    it('is ordered through mfe-coupons’ sample-order parcel, given the campaign’s sample', async () => {
      const { host, mounted } = createFakeParcelHost({ 'sample-order': (element) => element.append('Sample order form') });
      renderPage(landing(downyUnstopablesSample), { path: '/signup/downy-unstopables-sample/', props: { parcels: host } });

      const section = screen.getByRole('region', { name: 'Order your free sample' });
      expect(await within(section).findByText('Sample order form')).toBeInTheDocument();
      expect(mounted).toEqual([{ name: 'sample-order', props: { incentiveId: 'SMP-DOWNY-UNSTOPABLES' } }]);
    });

    it('says where else to order it, in French too, when no remote offers the form', async () => {
      renderPage(landing(downyUnstopablesSample), { path: '/fr/inscrivez-vous/echantillon-downy-unstopables/' });

      const section = screen.getByRole('region', { name: 'Commandez votre échantillon gratuit' });
      expect(await within(section).findByText(/Le formulaire de commande ne peut pas être affiché pour le moment/)).toBeInTheDocument();
      expect(within(section).getByRole('link', { name: 'Échantillons gratuits' })).toHaveAttribute('href', '/fr/echantillons');
    });
  });

  describe('the Always campaign’s cause', () => {
    it('is the cause a visitor will be enrolled with, noted for after the sign-up', async () => {
      const { props } = renderPage(landing(alwaysCoupon2025), { path: '/alwayscoupon2025/' });

      await waitFor(() => expect(props.asked).toContainEqual({ command: 'chooseCause', argument: '003EPP' }));
      expect(JSON.parse(sessionStorage.getItem(PENDING_CAUSE_KEY) ?? 'null')).toEqual({ causeId: '003EPP', campaign: 'alwayscoupon2025' });
    });

    it('becomes the initial cause of a member who just joined through the campaign with another cause', async () => {
      sessionStorage.setItem(PENDING_CAUSE_KEY, JSON.stringify({ causeId: '003EPP', campaign: 'alwayscoupon2025' }));
      const { api, calls } = createFakeSiteApi({
        getProfile: ok(aProfile({ traits: { campaignName: 'alwayscoupon2025', charitableCause: '006WWF' } })),
        updateCause: ok(aProfile({ traits: { campaignName: 'alwayscoupon2025', charitableCause: '003EPP' } })),
      });
      const { props } = renderPage(landing(alwaysCoupon2025), {
        path: '/alwayscoupon2025/?campaign=alwayscoupon2025',
        props: { api, state: signedInState() },
      });

      await waitFor(() => expect(props.asked).toContainEqual({ command: 'chooseCause', argument: '003EPP' }));
      expect(calls.find((call) => call.id === 'updateCause')?.input).toEqual({
        body: { charityCauseId: '003EPP', isInitialSelection: true },
      });
      expect(sessionStorage.getItem(PENDING_CAUSE_KEY)).toBeNull();
    });

    it('leaves the cause of a member who joined elsewhere alone', async () => {
      sessionStorage.setItem(PENDING_CAUSE_KEY, JSON.stringify({ causeId: '003EPP', campaign: 'alwayscoupon2025' }));
      const { api, calls } = createFakeSiteApi({
        getProfile: ok(aProfile({ traits: { campaignName: 'tideContestQR', charitableCause: '006WWF' } })),
      });
      renderPage(landing(alwaysCoupon2025), { path: '/alwayscoupon2025/', props: { api, state: signedInState() } });

      await waitFor(() => expect(sessionStorage.getItem(PENDING_CAUSE_KEY)).toBeNull());
      expect(calls.map((call) => call.id)).toEqual(['getProfile']);
    });

    it('reads no member data when nothing is waiting', async () => {
      const { api, calls } = createFakeSiteApi({ getProfile: failure() });
      renderPage(landing(alwaysCoupon2025), { path: '/alwayscoupon2025/', props: { api, state: signedInState() } });

      expect(await screen.findByRole('link', { name: 'See your coupons' })).toBeInTheDocument();
      expect(calls).toEqual([]);
    });
  });
});
