import { createFakeSiteApi, signedInState } from '@maple/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCausePage, anArticle, failure, ok } from '#src/testing/factories.ts';
import { renderPage } from '#src/testing/render-page.tsx';
import { CausesPage } from './causes-page';

const causes = [
  aCausePage({
    causeId: '001CSDW',
    shortKey: 'csdw',
    name: 'Children’s Safe Drinking Water',
    summary: 'Clean water for children.',
    isDefault: false,
  }),
  aCausePage({
    causeId: '004FA',
    shortKey: null,
    name: 'Food Allergy Canada',
    summary: 'Support for families with allergies.',
    isDefault: false,
  }),
  aCausePage(),
];

describe('CausesPage', () => {
  it('pictures each cause, and shows a placeholder for one whose picture is missing', async () => {
    const withoutPicture = [...causes.slice(0, 2), aCausePage({ image: null })];
    renderPage(<CausesPage />, {
      path: '/fr/causes/',
      props: { api: createFakeSiteApi({ causePages: ok({ causes: withoutPicture }) }).api },
    });

    const list = await screen.findByRole('region', { name: 'Les causes que vous pouvez appuyer' });
    expect(await within(list).findByRole('img', { name: 'What Children’s Safe Drinking Water does, pictured' })).toBeInTheDocument();
    expect(within(list).getAllByRole('img')).toHaveLength(2);
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('lists every cause from the API, each linked to its page by short key or code, the default marked', async () => {
    renderPage(<CausesPage />, { path: '/causes/', props: { api: createFakeSiteApi({ causePages: ok({ causes }) }).api } });

    expect(screen.getByRole('heading', { level: 1, name: 'Our causes' })).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'The causes you can support' });
    expect(await within(list).findByRole('link', { name: 'Children’s Safe Drinking Water' })).toHaveAttribute(
      'href',
      '/causes/?cause=csdw',
    );
    expect(within(list).getByRole('link', { name: 'Food Allergy Canada' })).toHaveAttribute('href', '/causes/?cause=004fa');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('Default cause')).toBeInTheDocument();
    expect(screen.getByText(/your support goes to the program’s default cause/)).toBeInTheDocument();
  });

  it('marks a member’s own cause', async () => {
    renderPage(<CausesPage />, {
      path: '/causes/',
      props: { api: createFakeSiteApi({ causePages: ok({ causes }) }).api, state: { ...signedInState(), charityId: '004FA' } },
    });

    await screen.findByRole('link', { name: 'Food Allergy Canada' });
    const [water, allergy] = screen.getAllByRole('listitem');
    expect(within(allergy as HTMLElement).getByText('Your cause')).toBeInTheDocument();
    expect(within(water as HTMLElement).queryByText('Your cause')).not.toBeInTheDocument();
  });

  it('shows one cause’s page: its description and the articles about it', async () => {
    const { api } = createFakeSiteApi({
      causePages: ok({ causes }),
      library: ok({ articles: [anArticle({ articleId: 'water', title: 'A milestone for clean water', causeId: '001CSDW' }), anArticle()] }),
    });
    renderPage(<CausesPage />, { path: '/causes/?cause=CSDW', props: { api } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Children’s Safe Drinking Water' })).toBeInTheDocument();
    expect(screen.getByText('Clean water for children.')).toBeInTheDocument();
    const more = await screen.findByRole('region', { name: 'Read more about it' });
    expect(within(more).getByRole('link', { name: 'A milestone for clean water' })).toHaveAttribute('href', '/good-news/?article=water');
    expect(within(more).getAllByRole('link')).toHaveLength(1);
  });

  it('invites a visitor to join with the cause: the sign-up link carries it', async () => {
    renderPage(<CausesPage />, {
      path: '/causes/?cause=csdw',
      props: { api: createFakeSiteApi({ causePages: ok({ causes }), library: ok({ articles: [] }) }).api },
    });

    const support = await screen.findByRole('region', { name: 'Support this cause' });
    expect(within(support).getByText(/Join for free from here, and this cause is yours from the start\./)).toBeInTheDocument();
    expect(within(support).getByRole('link', { name: 'Join Maple Rewards' })).toHaveAttribute('href', '/signup?cause=csdw');
    expect(within(support).queryByRole('button')).not.toBeInTheDocument();
  });

  it('lets a member choose the cause: the API changes it, the site store follows, the page says so', async () => {
    const user = userEvent.setup();
    const { api, calls } = createFakeSiteApi({ causePages: ok({ causes }), library: ok({ articles: [] }), updateCause: ok({}) });
    const { props } = renderPage(<CausesPage />, { path: '/causes/?cause=csdw', props: { api, state: signedInState() } });

    await user.click(await screen.findByRole('button', { name: 'Choose this cause' }));

    expect(calls.find((call) => call.id === 'updateCause')?.input).toEqual({
      body: { charityCauseId: '001CSDW', isInitialSelection: false },
    });
    expect(props.asked).toContainEqual({ command: 'chooseCause', argument: '001CSDW' });
  });

  it('tells a member when the cause is theirs already', async () => {
    renderPage(<CausesPage />, {
      path: '/causes/?cause=wwf',
      props: { api: createFakeSiteApi({ causePages: ok({ causes }), library: ok({ articles: [] }) }).api, state: signedInState() },
    });

    expect(await screen.findByText('WWF-Canada is your cause.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose this cause' })).not.toBeInTheDocument();
  });

  it('says so when the cause cannot be changed', async () => {
    const user = userEvent.setup();
    const { api } = createFakeSiteApi({ causePages: ok({ causes }), library: ok({ articles: [] }), updateCause: failure() });
    renderPage(<CausesPage />, { path: '/causes/?cause=csdw', props: { api, state: signedInState() } });

    await user.click(await screen.findByRole('button', { name: 'Choose this cause' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your cause could not be changed. Please try again.');
  });

  it('says a link names no cause of ours', async () => {
    renderPage(<CausesPage />, {
      path: '/causes/?cause=dolphins',
      props: { api: createFakeSiteApi({ causePages: ok({ causes }), library: ok({ articles: [] }) }).api },
    });

    expect(await screen.findByRole('heading', { level: 2, name: 'This is not one of our causes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Our causes' })).toHaveAttribute('href', '/causes/');
  });

  it('is in French on the French path', async () => {
    renderPage(<CausesPage />, {
      path: '/fr/causes/?cause=wwf',
      props: { api: createFakeSiteApi({ causePages: ok({ causes }), library: ok({ articles: [] }) }).api },
    });

    expect(await screen.findByRole('region', { name: 'Appuyer cette cause' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Devenir membre de Maple Rewards' })).toHaveAttribute('href', '/fr/inscrivez-vous?cause=wwf');
  });
});
