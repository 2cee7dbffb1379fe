import type { ApiEndpointId } from '@maple/contracts';
import { aCause, createFakeSiteApi, type FakeAnswer, siteQueryClientOf } from '@maple/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { createSiteStore } from '#src/lib/site-store.ts';
import { testMessages } from '#src/testing/test-messages.ts';
import { CauseChoiceDialog } from './cause-choice-dialog';

function renderDialog(locale: 'en-CA' | 'fr-CA', answers: Partial<Record<ApiEndpointId, FakeAnswer>>) {
  const joined: string[] = [];
  const fake = createFakeSiteApi(answers);
  render(
    <IntlProvider locale={locale} messages={testMessages[locale]}>
      <CauseChoiceDialog
        data={{ api: fake.api, store: createSiteStore().view, locale, queryClient: siteQueryClientOf() }}
        closeLabel="Close"
        onClose={() => {}}
        onJoin={(causeId) => joined.push(causeId)}
      />
    </IntlProvider>,
  );
  return { joined, calls: fake.calls };
}

const causes = [aCause({ causeId: '001CSDW', shortKey: 'csdw', name: 'Eau potable saine pour les enfants' }), aCause()];

describe('CauseChoiceDialog', () => {
  it('lists every cause in the page’s language, WWF-Canada preselected, and joins with the one chosen', async () => {
    const { joined } = renderDialog('fr-CA', { causes: { ok: true, data: { causes } } });
    const dialog = await screen.findByRole('dialog', { name: 'Choisissez la cause que vous appuierez' });
    expect(dialog).toHaveTextContent('Vous pouvez la changer en tout temps.');
    const choice = await within(dialog).findByRole('combobox', { name: 'Votre cause' });
    expect(choice).toHaveDisplayValue('WWF-Canada');
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Eau potable saine pour les enfants', 'WWF-Canada']);

    await userEvent.selectOptions(choice, 'Eau potable saine pour les enfants');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuer l’inscription' }));
    expect(joined).toEqual(['001CSDW']);
  });

  it('says when the causes cannot be loaded, tries again on request, and lets the visitor join with the default cause', async () => {
    const { joined, calls } = renderDialog('en-CA', {
      causes: { ok: false, kind: 'serviceNotAvailable', code: 1240, status: 503, message: 'Service not available' },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'We could not load the causes' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('continue with our default cause');

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(calls.filter((call) => call.id === 'causes')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Continue to sign-up' }));
    expect(joined).toEqual(['006WWF']);
  });
});
