import { type Locale, siteRoutes } from '@maple/contracts';
import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import type { ShellRouteId } from '../shell-route-ids';
import { ShellPage } from './shell-page';

const messages = defineMessages<ShellRouteId>({
  login: {
    id: 'shell.login.intro',
    defaultMessage: 'Sign in to your Maple Rewards account to see your points, redeem rewards and support your cause.',
  },
  signup: {
    id: 'shell.signup.intro',
    defaultMessage:
      'Join Maple Rewards for free: pick a charitable cause, earn points from the brands you love and redeem them for rewards.',
  },
  maintenance: {
    id: 'shell.maintenance.intro',
    defaultMessage: 'We are making improvements to the site. Please come back in a little while; your points and rewards are safe.',
  },
  authCallback: {
    id: 'shell.authCallback.intro',
    defaultMessage: 'We are finishing signing you in and will take you back to the page you were on.',
  },
});

const related: Record<ShellRouteId, Parameters<typeof ShellPage>[0]['related']> = {
  login: ['signup', 'resetPassword', 'help'],
  signup: ['login', 'about', 'offerRules'],
  maintenance: ['help'],
  authCallback: ['home'],
};

/** One of the shell's own screens, in the page's language. */
export function ShellRoutePage({ id, locale, children }: { id: ShellRouteId; locale: Locale; children?: ReactNode }) {
  const title = siteRoutes.find(id)?.title[locale] ?? id;
  return (
    <ShellPage title={title} intro={<FormattedMessage {...messages[id]} />} locale={locale} related={related[id]}>
      {children}
    </ShellPage>
  );
}
