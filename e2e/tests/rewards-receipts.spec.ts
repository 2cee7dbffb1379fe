import { expect, signedInAsANewMember, test } from '../support/member-fixture';
import { headerPoints, receiptPhoto, reviewReceiptsOf } from '../support/rewards';

test('a receipt photo is pending, approved once by the review, and the same image is refused the second time', async ({ page }) => {
  await signedInAsANewMember(page, 'Robin', { confirmed: true });
  await page.goto('/earn-points/#receipts');
  await expect.poll(() => headerPoints(page)).toBe(5);

  const photo = receiptPhoto();
  await page.getByLabel('Photo of your receipt').setInputFiles(photo);
  await page.getByRole('button', { name: 'Send my receipt' }).click();
  await expect(page.getByText('Receipt received')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Scan a receipt' })).toContainText('Pending review');
  await expect(page.getByRole('region', { name: 'Scan a receipt' })).toContainText('Waiting for review: 10 points');
  expect(await headerPoints(page)).toBe(5);

  expect(await reviewReceiptsOf(page, 'approved')).toBe(1);
  expect(await reviewReceiptsOf(page, 'approved')).toBe(0);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Scan a receipt' })).toContainText('Approved');
  await expect.poll(() => headerPoints(page)).toBe(15);

  await page.getByLabel('Photo of your receipt').setInputFiles(photo);
  await page.getByRole('button', { name: 'Send my receipt' }).click();
  await expect(page.getByText('This photo was already sent: each receipt earns points once.').first()).toBeVisible();
  expect(await headerPoints(page)).toBe(15);
});

test('a file that is not a photo is refused by its content, in French', async ({ browser, memberState }) => {
  const context = await browser.newContext({ storageState: memberState });
  const page = await context.newPage();
  await page.goto('/fr/accumulez-des-points/');
  await page
    .getByLabel('Photo de votre reçu')
    .setInputFiles({ name: 'recu.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.7 '.repeat(400)) });
  await page.getByRole('button', { name: 'Envoyer mon reçu' }).click();
  await expect(page.getByText(/Ce fichier n’est pas une photo JPEG, PNG ou HEIC/).first()).toBeVisible();
  await context.close();
});
