import { useState } from 'react';
import {
  Badge,
  Button,
  ButtonRow,
  buttonClassName,
  Card,
  CardList,
  CardListSkeleton,
  ConfirmDialog,
  Dialog,
  EmptyState,
  ErrorState,
  formatMoney,
  formatPoints,
  type KitLocale,
  Money,
  Notice,
  PageFrame,
  PageSkeleton,
  Points,
  Progress,
  Section,
} from '../src/index';
import styles from './gallery.module.css';
import { GalleryForm } from './gallery-form';

const words = {
  'en-CA': {
    title: 'UI kit',
    intro: 'Every component of @maple/ui, as the apps show them.',
    other: 'Français',
    otherHref: '?lang=fr',
    buttons: 'Buttons',
    primary: 'Redeem',
    secondary: 'See details',
    quiet: 'Not now',
    danger: 'Delete my account',
    busy: 'Saving',
    disabled: 'Sold out',
    link: 'A link that looks like a button',
    onBrand: 'On the maple red',
    form: 'Form',
    formIntro: 'Send it empty to see the error summary.',
    dialogs: 'Dialogs',
    openDialog: 'Show the gift card',
    dialogTitle: 'A $25 gift card',
    dialogBody: 'Sent by email within five minutes of your redemption.',
    openConfirm: 'Redeem 2,500 points',
    confirmTitle: 'Redeem 2,500 points for this gift card?',
    confirmBody: 'The points leave your balance at once.',
    confirm: 'Redeem',
    redeemed: 'You redeemed 2,500 points.',
    openAlert: 'Show an error',
    alertTitle: 'This did not work',
    alertBody: 'Your points are safe. Try again in a few minutes.',
    numbers: 'Points and money',
    value: 'Value',
    formatted: 'Shown as',
    notices: 'Notices',
    info: 'Sign in to print coupons.',
    success: 'Your reward is on its way.',
    warning: 'Your session ends in two minutes.',
    error: 'This reward is out of stock.',
    loading: 'Loading',
    skeleton: 'While it loads',
    loaded: 'Once it has loaded',
    cardTitle: 'Gift card',
    cardLine1: 'A $25 card,',
    cardLine2: 'sent by email.',
    pageTitle: 'Rewards',
    pageIntro1: 'Redeem your points',
    pageIntro2: 'for rewards you choose.',
    states: 'Empty and error states',
    emptyTitle: 'You have no messages yet',
    emptyBody: 'Offers and news from the brands will appear here.',
    earn: 'Earn points',
    errorBody: 'Your rewards could not load.',
    more: 'Badges and progress',
    newBadge: 'New',
    expired: 'Expired',
    onboarding: 'Onboarding surveys',
  },
  'fr-CA': {
    title: 'Trousse d’interface',
    intro: 'Chaque composant de @maple/ui, tel que les applications le montrent.',
    other: 'English',
    otherHref: '?lang=en',
    buttons: 'Boutons',
    primary: 'Échanger',
    secondary: 'Voir les détails',
    quiet: 'Pas maintenant',
    danger: 'Supprimer mon compte',
    busy: 'Enregistrement',
    disabled: 'Épuisé',
    link: 'Un lien qui ressemble à un bouton',
    onBrand: 'Sur le rouge érable',
    form: 'Formulaire',
    formIntro: 'Envoyez-le vide pour voir le résumé des erreurs.',
    dialogs: 'Boîtes de dialogue',
    openDialog: 'Voir la carte-cadeau',
    dialogTitle: 'Une carte-cadeau de 25 $',
    dialogBody: 'Envoyée par courriel dans les cinq minutes suivant votre échange.',
    openConfirm: 'Échanger 2 500 points',
    confirmTitle: 'Échanger 2 500 points contre cette carte-cadeau\u00a0?',
    confirmBody: 'Les points quittent votre solde immédiatement.',
    confirm: 'Échanger',
    redeemed: 'Vous avez échangé 2 500 points.',
    openAlert: 'Voir une erreur',
    alertTitle: 'Cela n’a pas fonctionné',
    alertBody: 'Vos points sont en sécurité. Réessayez dans quelques minutes.',
    numbers: 'Points et montants',
    value: 'Valeur',
    formatted: 'Affichage',
    notices: 'Avis',
    info: 'Connectez-vous pour imprimer des bons de réduction.',
    success: 'Votre récompense est en route.',
    warning: 'Votre séance se termine dans deux minutes.',
    error: 'Cette récompense est épuisée.',
    loading: 'Chargement',
    skeleton: 'Pendant le chargement',
    loaded: 'Une fois chargé',
    cardTitle: 'Carte-cadeau',
    cardLine1: 'Une carte de 25 $,',
    cardLine2: 'envoyée par courriel.',
    pageTitle: 'Récompenses',
    pageIntro1: 'Échangez vos points',
    pageIntro2: 'contre des récompenses.',
    states: 'États vides et erreurs',
    emptyTitle: 'Vous n’avez pas encore de messages',
    emptyBody: 'Les offres et nouvelles des marques apparaîtront ici.',
    earn: 'Accumuler des points',
    errorBody: 'Vos récompenses n’ont pas pu être chargées.',
    more: 'Pastilles et progression',
    newBadge: 'Nouveau',
    expired: 'Expiré',
    onboarding: 'Sondages d’accueil',
  },
} as const;

/** Every component of the kit on one page (see the README): what the kit's Playwright checks look at. */
export function Gallery({ locale }: { locale: KitLocale }) {
  const w = words[locale];
  const [busy, setBusy] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [redeemed, setRedeemed] = useState(false);
  const [errorShown, setErrorShown] = useState(false);
  return (
    <>
      <div className={styles.bar}>
        <a href={w.otherHref} lang={locale === 'en-CA' ? 'fr-CA' : 'en-CA'}>
          {w.other}
        </a>
      </div>
      <main className={styles.page}>
        <PageFrame title={w.title} intro={w.intro}>
          <Section heading={w.buttons}>
            <ButtonRow>
              <Button>{w.primary}</Button>
              <Button variant="secondary">{w.secondary}</Button>
              <Button variant="quiet">{w.quiet}</Button>
              <Button variant="danger">{w.danger}</Button>
              <Button size="small" variant="secondary">
                {w.secondary}
              </Button>
              <Button busy={busy} onClick={() => setBusy(true)}>
                {w.busy}
              </Button>
              <Button disabled>{w.disabled}</Button>
            </ButtonRow>
            <p>
              <a href="#buttons" className={buttonClassName('secondary')}>
                {w.link}
              </a>
            </p>
            <div className={styles.brandPanel}>
              <ButtonRow>
                <a href="#join" className={buttonClassName('primary', { inverse: true })}>
                  {w.onBrand}
                </a>
                <a href="#rewards" className={buttonClassName('secondary', { inverse: true })}>
                  {w.secondary}
                </a>
              </ButtonRow>
            </div>
          </Section>

          <Section heading={w.form} description={w.formIntro}>
            <GalleryForm locale={locale} />
          </Section>

          <Section heading={w.dialogs}>
            <ButtonRow>
              <Button variant="secondary" onClick={() => setDialogOpen(true)}>
                {w.openDialog}
              </Button>
              <Button variant="secondary" onClick={() => setConfirmOpen(true)}>
                {w.openConfirm}
              </Button>
              <Button variant="secondary" onClick={() => setErrorShown(true)}>
                {w.openAlert}
              </Button>
            </ButtonRow>
            <Dialog open={dialogOpen} onClose={() => setDialogOpen(false)} title={w.dialogTitle}>
              <p>{w.dialogBody}</p>
            </Dialog>
            <ConfirmDialog
              open={confirmOpen}
              title={w.confirmTitle}
              confirmLabel={w.confirm}
              onConfirm={() => {
                setConfirmOpen(false);
                setRedeemed(true);
              }}
              onCancel={() => setConfirmOpen(false)}
            >
              <p>{w.confirmBody}</p>
            </ConfirmDialog>
            {/* Rendered only while shown, as the shell's modals are: closing it takes it off the page. */}
            {errorShown && (
              <Dialog open role="alertdialog" onClose={() => setErrorShown(false)} title={w.alertTitle}>
                <p>{w.alertBody}</p>
              </Dialog>
            )}
            {redeemed && (
              <Notice tone="success" announce>
                {w.redeemed}
              </Notice>
            )}
          </Section>

          <Section heading={w.numbers}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{w.value}</th>
                  <th scope="col">{w.formatted}</th>
                </tr>
              </thead>
              <tbody>
                {[0, 1, 1000, 1234567].map((value) => (
                  <tr key={value}>
                    <td>{value}</td>
                    <td>
                      <Points value={value} />
                    </td>
                  </tr>
                ))}
                <tr>
                  <td>-200</td>
                  <td>
                    <Points value={-200} signed />
                  </td>
                </tr>
                {[25, 1250.5].map((amount) => (
                  <tr key={amount}>
                    <td>{amount}</td>
                    <td>
                      <Money amount={amount} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p>
              {formatPoints(2500, locale)} · {formatMoney(25, locale)}
            </p>
          </Section>

          <Section heading={w.notices}>
            <Notice>{w.info}</Notice>
            <Notice tone="success">{w.success}</Notice>
            <Notice tone="warning">{w.warning}</Notice>
            <Notice tone="error">{w.error}</Notice>
          </Section>

          <Section heading={w.loading}>
            <div className={styles.compare}>
              <div data-testid="skeletons">
                <h3>{w.skeleton}</h3>
                <PageSkeleton delayed={false} />
                <CardListSkeleton count={2} lines={2} delayed={false} />
              </div>
              <div data-testid="loaded">
                <h3>{w.loaded}</h3>
                <PageFrameTop title={w.pageTitle} intro={[w.pageIntro1, w.pageIntro2]} />
                <CardList>
                  {[1, 2].map((n) => (
                    <Card key={n} heading={w.cardTitle}>
                      {w.cardLine1}
                      <br />
                      {w.cardLine2}
                    </Card>
                  ))}
                </CardList>
              </div>
            </div>
          </Section>

          <Section heading={w.states}>
            <EmptyState
              title={w.emptyTitle}
              headingLevel={3}
              action={
                <a href="#earn" className={buttonClassName('primary')}>
                  {w.earn}
                </a>
              }
            >
              <p>{w.emptyBody}</p>
            </EmptyState>
            <ErrorState headingLevel={3} onRetry={() => undefined}>
              <p>{w.errorBody}</p>
            </ErrorState>
          </Section>

          <Section heading={w.more}>
            <p>
              {w.cardTitle} <Badge tone="brand">{w.newBadge}</Badge> <Badge tone="danger">{w.expired}</Badge> <Badge>25 $</Badge>
            </p>
            <Progress label={w.onboarding} value={2} max={3} />
          </Section>
        </PageFrame>
      </main>
    </>
  );
}

/** The title and a two-line intro of a page frame, to set beside the page skeleton. */
function PageFrameTop({ title, intro }: { title: string; intro: readonly [string, string] }) {
  return (
    <div data-testid="page-top">
      {/* The page frame's own parts, without its article: the gallery already has its h1. */}
      <PageFrame
        title={title}
        intro={
          <>
            {intro[0]}
            <br />
            {intro[1]}
          </>
        }
      />
    </div>
  );
}
