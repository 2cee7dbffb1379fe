import { API_MESSAGES, type EarningResult } from '@maple/contracts';
import { ApiFailure, fail } from './api-failure';
import type { BodyOf, Services } from './handler-types';
import type { LedgerEntryInput } from './ledger';
import type { MemberRow } from './members';
import { ONBOARDING_SURVEY_OF_STEP, type Surveys } from './surveys';
import type { Bilingual } from './types';

/**
 * What each bare claim earns: the home-screen install once ever, a sign-in once per day
 * (Toronto time), an onboarding step once and only after its onboarding survey. Surveys,
 * quizzes and receipts earn through their own calls, with evidence (see surveys.ts,
 * quizzes.ts, receipts.ts).
 */
export const EARNING = {
  onboardingStepPoints: 10,
  homeScreenInstallPoints: 25,
  signInPoints: 5,
} as const;

type Interaction = BodyOf<'memberInteraction'>['interaction'];

/** The calendar day of an instant in Toronto, e.g. 2026-11-22. */
export function torontoDay(epochMs: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(epochMs),
  );
}

/** Earning points from what members do (`user/transaction/memberInteractions`). */
export function createEarning({ ledger, clock, surveys }: Pick<Services, 'ledger' | 'clock'> & { surveys: Surveys }) {
  function entryFor(member: MemberRow, interaction: Interaction): LedgerEntryInput & { creditKey: string; kind: 'earn' } {
    // The reference of an install or a sign-in proves nothing: it is not kept.
    const base = { consumerId: member.consumer_id, kind: 'earn' as const, typeCode: interaction.type };
    const described = (en: string, fr: string): Bilingual => ({ en, fr });
    switch (interaction.type) {
      case 'ONBOARDING_STEP': {
        const step = interaction.reference;
        const survey = ONBOARDING_SURVEY_OF_STEP.get(step);
        if (survey === undefined) throw fail.badRequest();
        if (!surveys.isCompleted(member, survey)) throw new ApiFailure(422, API_MESSAGES.surveyIncomplete);
        return {
          ...base,
          reference: step,
          creditKey: `ONBOARDING_STEP:${step}`,
          points: EARNING.onboardingStepPoints,
          description: described(`Onboarding step ${step} of 3`, `Étape d’accueil ${step} sur 3`),
        };
      }
      case 'HOME_SCREEN_INSTALL':
        return {
          ...base,
          creditKey: 'HOME_SCREEN_INSTALL',
          points: EARNING.homeScreenInstallPoints,
          description: described('Added Maple Rewards to your home screen', 'Maple Rewards ajouté à votre écran d’accueil'),
        };
      case 'SIGN_IN': {
        const day = torontoDay(clock.now());
        return {
          ...base,
          reference: day,
          creditKey: `SIGN_IN:${day}`,
          points: EARNING.signInPoints,
          description: described(`Daily sign-in, ${day}`, `Connexion quotidienne, ${day}`),
        };
      }
      default:
        throw fail.badRequest();
    }
  }

  return {
    /** Credits an interaction (once where it credits once) and answers what it earned. */
    interact(member: MemberRow, interaction: Interaction): EarningResult {
      const entry = entryFor(member, interaction);
      const credited = ledger.creditOnce(entry);
      return {
        pointsAwarded: credited ? entry.points : 0,
        causePointsAwarded: 0,
        sweepstakesEntries: 0,
        pointsBalance: ledger.balance(member.consumer_id),
        alreadyCredited: !credited,
      };
    },
  };
}
