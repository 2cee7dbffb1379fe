import { useCurrentLocation } from '@maple/platform';
import { createFakeParcelHost, createFakeSiteApi, recognisedMemberState, signedInState } from '@maple/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composedRoutes, renderPage } from '#src/testing/render-page.tsx';
import { type LandingPageDefinition, type LandingPageText, landingPageText } from '../landing-page-definition';
import { landingPages } from '../landing-pages';
import { alwaysCoupon2025 } from '../pages/always-coupon-2025';
import { downyUnstopablesSample } from '../pages/downy-unstopables-sample';
import { learnAboutMenopause } from '../pages/learn-about-menopause';
import { recycling } from '../pages/recycling';
import { LandingPage } from './landing-page';
import { failure } from '#src/testing/factories.ts';

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
  it('shows the recycling campaign in English: its title, intro, sections and call to action', () => {
    renderPage(landing(recycling), { path: '/recycling/' });

    expect(screen.getByRole('heading', { level: 1, name: 'Recycling' })).toBeInTheDocument();
    expect(screen.getByText(/Small habits make recycling work/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Check your local rules' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Empty and rinse' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take the sustainability quiz' })).toHaveAttribute('href', '/quizzes/sustainability/');
  });

  it('opens with its banner, loaded first, at the widths a phone and a desktop need', () => {
    renderPage(landing(recycling), { path: '/recycling/' });

    const banner = screen.getByRole('img', { name: 'A blue recycling bin with bottles going in, beside a tree' });
    expect(banner).toHaveAttribute('fetchpriority', 'high');
    expect(banner).toHaveAttribute('loading', 'eager');
    expect(banner).toHaveAttribute('width', '1280');
    expect(banner).toHaveAttribute('height', '640');
    expect(banner.getAttribute('srcset')).toBe(
      '/images/recycling-640.webp 640w, /images/recycling-960.webp 960w, /images/recycling-1280.webp 1280w',
    );
  });

  it('gives every campaign a banner that says what it shows in English and in French', async () => {
    for (const page of landingPages) {
      const text = await landingPageText(page);
      expect(text['en-CA'].banner?.alt).toMatch(/\w{3}/);
      expect(text['fr-CA'].banner?.alt).toMatch(/\w{3}/);
      expect(text['fr-CA'].banner?.alt).not.toBe(text['en-CA'].banner?.alt);
    }
  });

  it('shows the same campaign in French on its French path', () => {
    renderPage(landing(recycling), { path: '/fr/recyclage/' });

    expect(screen.getByRole('heading', { level: 1, name: 'Recyclage' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Un bac de recyclage bleu où tombent des bouteilles, à côté d’un arbre' })).toBeInTheDocument();
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
    expect(within(page).queryByRole('img')).not.toBeInTheDocument();
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

  describe('the Always page for a member', () => {
    // A visitor's cause (003EPP) is the shell's to take up, from the page's route claim.
    it('changes nothing, and reads none of their data', async () => {
      const { api, calls } = createFakeSiteApi({ getProfile: failure() });
      const { props } = renderPage(landing(alwaysCoupon2025), { path: '/alwayscoupon2025/', props: { api, state: signedInState() } });

      expect(await screen.findByRole('link', { name: 'See your coupons' })).toBeInTheDocument();
      expect(props.asked).toEqual([]);
      expect(calls).toEqual([]);
    });
  });

  describe('for a member recognised from their stored session (nothing of theirs read)', () => {
    it('offers the member’s link instead of joining, and reads none of their data', async () => {
      const { api, calls } = createFakeSiteApi({ getProfile: failure() });
      renderPage(landing(alwaysCoupon2025), { path: '/fr/alwayscoupon2025/', props: { api, state: recognisedMemberState() } });

      expect(await screen.findByRole('link', { name: 'Voir mes bons de réduction' })).toHaveAttribute('href', '/fr/bons-rabais/');
      expect(screen.queryByRole('button', { name: 'Devenir membre et obtenir mes bons' })).not.toBeInTheDocument();
      expect(calls).toEqual([]);
    });

    it('does not invite them to join', () => {
      renderPage(landing(downyUnstopablesSample), { path: '/signup/downy-unstopables-sample/', props: { state: recognisedMemberState() } });

      expect(screen.queryByRole('button', { name: 'Join to get your sample' })).not.toBeInTheDocument();
    });
  });
});
