import type { Locale } from '@maple/contracts';
import { navigateToUrl } from 'single-spa';
import { AuthCallback } from '../features/session/components/auth-callback';
import { SignInButtons } from '../features/session/components/sign-in-buttons';
import type { SessionGateway } from '../features/session/services/session-gateway';
import { ShellRoutePage } from '../features/shell-pages/components/shell-route-page';
import type { ShellRouteId } from '../features/shell-pages/shell-route-ids';

/**
 * One of the shell's own screens with what it does: the login and signup pages' buttons, the
 * sign-in callback's completion. A chunk of its own: the pages of the remotes never need it.
 */
export function ShellScreen({
  id,
  locale,
  search,
  session,
  onSignIn,
}: {
  id: ShellRouteId;
  locale: Locale;
  search: string;
  session: Pick<SessionGateway, 'completeSignIn'>;
  onSignIn: (signup: boolean) => void;
}) {
  return (
    <ShellRoutePage id={id} locale={locale}>
      {(id === 'login' || id === 'signup') && (
        <SignInButtons primary={id === 'login' ? 'signIn' : 'signUp'} onSignIn={() => onSignIn(false)} onSignUp={() => onSignIn(true)} />
      )}
      {id === 'authCallback' && <AuthCallback session={session} locale={locale} search={search} navigate={navigateToUrl} />}
    </ShellRoutePage>
  );
}
