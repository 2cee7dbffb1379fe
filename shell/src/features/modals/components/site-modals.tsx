import type { LoginPromptReason } from '@maple/contracts';
import { Button, Dialog } from '@maple/ui';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useStore } from 'zustand';
import type { ModalStore } from '../services/modal-store';
import { type CauseChoiceData, CauseChoiceDialog } from './cause-choice-dialog';

const messages = defineMessages({
  close: { id: 'shell.modals.close', defaultMessage: 'Close' },
  loginTitle: { id: 'shell.loginPrompt.title', defaultMessage: 'Sign in to continue' },
  loginBody: {
    id: 'shell.loginPrompt.body',
    defaultMessage: 'Log in, or join for free, and we will bring you right back.',
  },
  logIn: { id: 'shell.loginPrompt.logIn', defaultMessage: 'Log in' },
  join: { id: 'shell.loginPrompt.join', defaultMessage: 'Join for free' },
  cookiesTitle: { id: 'shell.cookiesDisabled.title', defaultMessage: 'We can’t sign you in.' },
  cookiesBody: {
    id: 'shell.cookiesDisabled.body',
    defaultMessage:
      'Signing in needs cookies and site storage, and your browser is blocking them. Allow cookies for this site in your browser’s settings, then try again.',
  },
  countryTitle: { id: 'shell.countryRestricted.title', defaultMessage: 'We’re Sorry!' },
  countryBody: {
    id: 'shell.countryRestricted.body',
    defaultMessage: 'The Maple Rewards program isn’t available in your location. It is only accessible in Canada.',
  },
  vpnTitle: { id: 'shell.vpn.title', defaultMessage: 'Please turn off your VPN' },
  vpnBody: {
    id: 'shell.vpn.body',
    defaultMessage:
      'You seem to be using a VPN or a proxy. Maple Rewards is only available in Canada: disable your VPN or proxy, then reload the page.',
  },
  optedOutTitle: { id: 'shell.optedOut.title', defaultMessage: 'You have opted out of Maple Rewards' },
  optedOutBody: {
    id: 'shell.optedOut.body',
    defaultMessage:
      'Your membership is inactive, so you are not earning points. Opt back in with the same email to pick up where you left off.',
  },
  optBackIn: { id: 'shell.optedOut.optBackIn', defaultMessage: 'Opt Back In' },
  signInUnavailableTitle: { id: 'shell.signInUnavailable.title', defaultMessage: 'Sign-in is unavailable right now' },
  signInUnavailableBody: {
    id: 'shell.signInUnavailable.body',
    defaultMessage: 'We could not reach our sign-in service. Please try again in a moment.',
  },
  tryAgain: { id: 'shell.signInUnavailable.tryAgain', defaultMessage: 'Try again' },
  signOutUnavailableTitle: { id: 'shell.signOutUnavailable.title', defaultMessage: 'You are signed out of Maple Rewards' },
  signOutUnavailableBody: {
    id: 'shell.signOutUnavailable.body',
    defaultMessage:
      'We could not reach our sign-in service to end your session there too. On a shared computer, close your browser to finish signing out.',
  },
});

/** Why the login prompt asks: one sentence per reason of spec section 6. */
const reasons = defineMessages<LoginPromptReason>({
  protectedPage: { id: 'shell.loginPrompt.reason.protectedPage', defaultMessage: 'The page you asked for is for members.' },
  birthdayReward: { id: 'shell.loginPrompt.reason.birthdayReward', defaultMessage: 'Sign in to get your birthday reward.' },
  survey: { id: 'shell.loginPrompt.reason.survey', defaultMessage: 'Sign in to take this survey and earn its points.' },
  quiz: { id: 'shell.loginPrompt.reason.quiz', defaultMessage: 'Sign in to take this quiz and earn its points.' },
  donation: { id: 'shell.loginPrompt.reason.donation', defaultMessage: 'Sign in to donate your points to your cause.' },
  coupons: { id: 'shell.loginPrompt.reason.coupons', defaultMessage: 'Sign in to clip and print coupons.' },
  samples: { id: 'shell.loginPrompt.reason.samples', defaultMessage: 'Sign in to order free samples.' },
  giftCard: { id: 'shell.loginPrompt.reason.giftCard', defaultMessage: 'Sign in to redeem your points for this gift card.' },
  sweepstakes: { id: 'shell.loginPrompt.reason.sweepstakes', defaultMessage: 'Sign in to enter this sweepstakes.' },
  digitalSubscription: {
    id: 'shell.loginPrompt.reason.digitalSubscription',
    defaultMessage: 'Sign in to redeem your points for this subscription.',
  },
  localExperience: { id: 'shell.loginPrompt.reason.localExperience', defaultMessage: 'Sign in to redeem your points for this experience.' },
  pledge: { id: 'shell.loginPrompt.reason.pledge', defaultMessage: 'Sign in to pledge your support to your cause.' },
  dashboard: { id: 'shell.loginPrompt.reason.dashboard', defaultMessage: 'Sign in to see your impact dashboard.' },
});

/**
 * The site modals: login prompt (saying why), the cause to join with, sign-in or sign-out
 * unavailable, cookies disabled, country restriction, VPN and opted out.
 */
export function SiteModals({
  modals,
  causeData,
  onSignIn,
  onJoinWithCause,
  onLeaveCountry,
  onOptBackIn,
}: {
  modals: ModalStore;
  /** Where the cause choice reads the causes from (null until the site has started). */
  causeData: CauseChoiceData | null;
  onSignIn: (returnTo: string, signup: boolean) => void;
  /** The visitor picked the cause they join with: the sign-up goes on. */
  onJoinWithCause: (causeId: string, returnTo: string) => void;
  /** Closing the country restriction leaves for the corporate site. */
  onLeaveCountry: () => void;
  onOptBackIn: () => void;
}) {
  const intl = useIntl();
  const modal = useStore(modals, (state) => state.modal);
  const close = useStore(modals, (state) => state.close);
  if (!modal) return null;
  const closeLabel = intl.formatMessage(messages.close);
  if (modal.kind === 'countryRestricted') {
    return (
      <Dialog
        open
        role="alertdialog"
        title={<FormattedMessage {...messages.countryTitle} />}
        onClose={onLeaveCountry}
        closeLabel={closeLabel}
      >
        <p>
          <FormattedMessage {...messages.countryBody} />
        </p>
      </Dialog>
    );
  }
  if (modal.kind === 'chooseCause') {
    const { returnTo } = modal;
    if (!causeData) return null;
    return (
      <CauseChoiceDialog
        data={causeData}
        closeLabel={closeLabel}
        onClose={close}
        onJoin={(causeId) => {
          close();
          onJoinWithCause(causeId, returnTo);
        }}
      />
    );
  }
  if (modal.kind === 'vpn') {
    return (
      <Dialog open role="alertdialog" title={<FormattedMessage {...messages.vpnTitle} />} onClose={close} closeLabel={closeLabel}>
        <p>
          <FormattedMessage {...messages.vpnBody} />
        </p>
      </Dialog>
    );
  }
  if (modal.kind === 'optedOut') {
    return (
      <Dialog
        open
        title={<FormattedMessage {...messages.optedOutTitle} />}
        onClose={close}
        closeLabel={closeLabel}
        actions={
          <Button
            onClick={() => {
              close();
              onOptBackIn();
            }}
          >
            <FormattedMessage {...messages.optBackIn} />
          </Button>
        }
      >
        <p>
          <FormattedMessage {...messages.optedOutBody} />
        </p>
      </Dialog>
    );
  }
  if (modal.kind === 'signInUnavailable') {
    const { retry } = modal;
    return (
      <Dialog
        open
        role="alertdialog"
        title={<FormattedMessage {...messages.signInUnavailableTitle} />}
        onClose={close}
        closeLabel={closeLabel}
        actions={
          retry && (
            <Button
              onClick={() => {
                close();
                retry();
              }}
            >
              <FormattedMessage {...messages.tryAgain} />
            </Button>
          )
        }
      >
        <p>
          <FormattedMessage {...messages.signInUnavailableBody} />
        </p>
      </Dialog>
    );
  }
  if (modal.kind === 'signOutUnavailable') {
    return (
      <Dialog
        open
        role="alertdialog"
        title={<FormattedMessage {...messages.signOutUnavailableTitle} />}
        onClose={close}
        closeLabel={closeLabel}
      >
        <p>
          <FormattedMessage {...messages.signOutUnavailableBody} />
        </p>
      </Dialog>
    );
  }
  if (modal.kind === 'cookiesDisabled') {
    return (
      <Dialog open title={<FormattedMessage {...messages.cookiesTitle} />} onClose={close} closeLabel={closeLabel}>
        <p>
          <FormattedMessage {...messages.cookiesBody} />
        </p>
      </Dialog>
    );
  }
  const choose = (signup: boolean) => {
    close();
    onSignIn(modal.returnTo, signup);
  };
  return (
    <Dialog
      open
      title={<FormattedMessage {...messages.loginTitle} />}
      onClose={close}
      closeLabel={closeLabel}
      actions={
        <>
          <Button onClick={() => choose(false)}>
            <FormattedMessage {...messages.logIn} />
          </Button>
          <Button variant="secondary" onClick={() => choose(true)}>
            <FormattedMessage {...messages.join} />
          </Button>
        </>
      }
    >
      <p>
        <FormattedMessage {...reasons[modal.reason]} /> <FormattedMessage {...messages.loginBody} />
      </p>
    </Dialog>
  );
}
