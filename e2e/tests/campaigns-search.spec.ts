import { expectUsableAtEveryWidth } from '../support/accessibility';
import { campaigns } from '../support/campaigns';
import { expect, test, visitorContext } from '../support/member-fixture';

test('search finds a reward and an article, grouped and linked, in English', async ({ page }) => {
  await page.goto('/search');
  await campaigns(page).getByRole('searchbox', { name: 'Search the site' }).fill('cineplex');
  await campaigns(page).getByRole('button', { name: 'Search' }).click();

  const results = campaigns(page).getByRole('region', { name: 'Results for “cineplex”' });
  const rewards = results.getByRole('region', { name: /^Rewards/ });
  await expect(rewards.getByRole('link', { name: '$10 Cineplex gift card' })).toHaveAttribute(
    'href',
    '/rewards/all/?q=%2410+Cineplex+gift+card',
  );
  await expectUsableAtEveryWidth(page);

  await campaigns(page).getByRole('searchbox', { name: 'Search the site' }).fill('cold water');
  await campaigns(page).getByRole('searchbox', { name: 'Search the site' }).press('Enter');
  const articles = campaigns(page)
    .getByRole('region', { name: 'Results for “cold water”' })
    .getByRole('region', { name: /^Articles/ });
  await articles.getByRole('link', { name: 'Why washing in cold water works' }).click();
  await expect(campaigns(page).getByRole('heading', { level: 1, name: 'Why washing in cold water works' })).toBeVisible();
  // Back returns to the results.
  await page.goBack();
  await expect(campaigns(page).getByRole('searchbox', { name: 'Search the site' })).toHaveValue('cold water');
});

test('French search ignores accents and finds rewards, articles, causes and help answers', async ({ page }) => {
  await page.goto('/fr/recherche?q=eau%20potable');

  const results = campaigns(page).getByRole('region', { name: 'Résultats pour « eau potable »' });
  await expect(
    results.getByRole('region', { name: /^Récompenses/ }).getByRole('link', { name: 'Offrez 25 jours d’eau potable' }),
  ).toBeVisible();
  await expect(
    results.getByRole('region', { name: /^Articles/ }).getByRole('link', { name: 'Une étape importante pour l’eau potable' }),
  ).toBeVisible();
  await expect(
    results.getByRole('region', { name: /^Causes/ }).getByRole('link', { name: 'Eau potable saine pour les enfants' }),
  ).toHaveAttribute('href', '/fr/causes/?cause=csdw');

  await campaigns(page).getByRole('searchbox', { name: 'Rechercher dans le site' }).fill('RECU EN ATTENTE');
  await campaigns(page).getByRole('button', { name: 'Rechercher' }).click();
  const help = campaigns(page).getByRole('region', { name: 'Résultats pour « RECU EN ATTENTE »' }).getByRole('region', { name: /^Aide/ });
  await help.getByRole('link', { name: 'Pourquoi les points de mon reçu sont-ils en attente?' }).click();
  await expect(page).toHaveURL(/\/fr\/aide#faq-receipt-pending$/);
  await expect(
    campaigns(page).getByRole('heading', { level: 3, name: 'Pourquoi les points de mon reçu sont-ils en attente?' }),
  ).toBeFocused();
  await expectUsableAtEveryWidth(page);
});

test('a member searches their own reward list', async ({ browser, memberState }) => {
  const context = await visitorContext(browser, memberState);
  const page = await context.newPage();
  await page.goto('/search?q=biod%C3%B4me');

  const rewards = campaigns(page)
    .getByRole('region', { name: 'Results for “biodôme”' })
    .getByRole('region', { name: /^Rewards/ });
  await expect(rewards.getByRole('link', { name: 'Montréal Biodôme admission for two' })).toBeVisible();
  await expectUsableAtEveryWidth(page);
  await context.close();
});

test('the help page’s questions narrow as the visitor types, in both languages', async ({ page }) => {
  await page.goto('/help');
  const help = campaigns(page);
  await expect(help.getByRole('heading', { level: 3, name: 'How do I join?' })).toBeVisible();
  await help.getByRole('searchbox', { name: 'Search the questions' }).fill('gift card email');
  await expect(help.getByRole('status').filter({ hasText: /question/ })).toHaveText('1 question matches “gift card email”.');
  await expect(help.getByRole('heading', { level: 3, name: 'Where is my gift card?' })).toBeVisible();
  await expect(help.getByRole('heading', { level: 3, name: 'How do I join?' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/help\?q=gift\+card\+email$/);
  await expectUsableAtEveryWidth(page);

  await page.goto('/fr/aide?q=echantillon');
  await expect(campaigns(page).getByRole('heading', { level: 3, name: 'Combien d’échantillons puis-je commander?' })).toBeVisible();
  await expectUsableAtEveryWidth(page);
});

test('the chat page gives the support team’s phone, hours and email, in both languages', async ({ page }) => {
  await page.goto('/chat');
  const phone = campaigns(page).getByRole('region', { name: 'Call us' });
  await expect(phone.getByRole('link', { name: '1 800 555-0123' })).toHaveAttribute('href', 'tel:+18005550123');
  await expect(phone).toContainText('Monday to Friday');
  await expect(phone.getByText(/^(Open|Closed) now$/)).toBeVisible();
  await expectUsableAtEveryWidth(page);

  await page.goto('/fr/clavardage');
  await expect(
    campaigns(page).getByRole('region', { name: 'Écrivez-nous' }).getByRole('link', { name: 'support@maple-rewards.ca' }),
  ).toBeVisible();
  await expectUsableAtEveryWidth(page);
});
