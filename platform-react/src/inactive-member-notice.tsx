import { Button, Notice } from '@maple/ui';
import type { Locale, LoginPromptReason } from '@maple/contracts';
import { useCurrentLocation } from './navigation-hooks';
import { useCommands, useLocale } from './site-hooks';

/** The notice's words, in both languages (contracts are compiled into each app: no app's messages). */
const INACTIVE_MEMBER_WORDS: Readonly<Record<Locale, { title: string; body: string; optBackIn: string }>> = {
  'en-CA': {
    title: 'Your membership is inactive',
    body: 'You opted out of Maple Rewards, so earning and redeeming are stopped. Your points are kept: opt back in with the same email address to pick up where you left off.',
    optBackIn: 'Opt back in',
  },
  'fr-CA': {
    title: 'Votre adhésion est inactive',
    body: 'Vous vous êtes désinscrit de Maple Rewards\u00a0: l’accumulation et les échanges sont donc arrêtés. Vos points sont conservés\u00a0: réinscrivez-vous avec la même adresse courriel pour reprendre là où vous étiez.',
    optBackIn: 'Me réinscrire',
  },
};

/**
 * What an opted-out member sees where a visitor would be asked to sign in or join: that their
 * membership is inactive, their points kept, and a button that opens the shell's opted-out
 * message with its "Opt Back In" (the login prompt's command, which the shell answers so for
 * an opted-out member).
 */
export function InactiveMemberNotice({ reason }: { reason: LoginPromptReason }) {
  const words = INACTIVE_MEMBER_WORDS[useLocale()];
  const commands = useCommands();
  const { pathname, search } = useCurrentLocation();
  return (
    <Notice tone="info" title={words.title}>
      <p>{words.body}</p>
      <p>
        <Button variant="secondary" onClick={() => commands.promptLogin({ reason, returnTo: `${pathname}${search}` })}>
          {words.optBackIn}
        </Button>
      </p>
    </Notice>
  );
}
