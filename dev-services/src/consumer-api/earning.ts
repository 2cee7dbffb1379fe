import type { ApiOutput } from '@maple/contracts';
import { fail } from './api-failure';
import type { BodyOf, Services } from './handler-types';
import type { LedgerEntryInput } from './ledger';
import type { MemberRow } from './members';
import type { Bilingual } from './types';

/**
 * What each interaction earns. Surveys, quizzes, onboarding steps, the home-screen install
 * and each receipt credit once; a sign-in credits once per day (Toronto time).
 */
export const EARNING = {
  /** Plus the survey's own 50 or 100 points. */
  surveyCausePoints: 1,
  surveySweepstakesEntries: 5,
  /** Each quiz's points are in the catalogue (20 for every seeded quiz). */
  onboardingStepPoints: 10,
  onboardingSteps: ['1', '2', '3'],
  homeScreenInstallPoints: 25,
  signInPoints: 5,
  receiptScanPoints: 10,
} as const;

type Interaction = BodyOf<'memberInteraction'>['interaction'];

/** The calendar day of an instant in Toronto, e.g. 2026-11-22. */
export function torontoDay(epochMs: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(epochMs),
  );
}

/** Earning points from what members do (`user/transaction/memberInteractions`). */
export function createEarning({ db, ledger, clock }: Pick<Services, 'db' | 'ledger' | 'clock'>) {
  const survey = db.prepare<[number], { survey_id: number; title_en: string; title_fr: string; points: number }>(
    'SELECT survey_id, title_en, title_fr, points FROM surveys WHERE survey_id = ?',
  );
  const quiz = db.prepare<[string], { quiz_id: string; title_en: string; title_fr: string; points: number }>(
    'SELECT quiz_id, title_en, title_fr, points FROM quizzes WHERE quiz_id = ?',
  );

  function entryFor(member: MemberRow, interaction: Interaction): LedgerEntryInput & { creditKey: string; kind: 'earn' } {
    const base = { consumerId: member.consumer_id, kind: 'earn' as const, typeCode: interaction.type, reference: interaction.reference };
    const described = (en: string, fr: string): Bilingual => ({ en, fr });
    switch (interaction.type) {
      case 'SURVEY_COMPLETED': {
        const found = /^\d+$/.test(interaction.reference) ? survey.get(Number(interaction.reference)) : undefined;
        if (!found) throw fail.badRequest();
        return {
          ...base,
          creditKey: `SURVEY:${found.survey_id}`,
          points: found.points,
          causePoints: EARNING.surveyCausePoints,
          sweepstakesEntries: EARNING.surveySweepstakesEntries,
          description: described(`Survey completed: ${found.title_en}`, `Sondage rempli : ${found.title_fr}`),
        };
      }
      case 'QUIZ_COMPLETED': {
        const found = quiz.get(interaction.reference);
        if (!found) throw fail.badRequest();
        return {
          ...base,
          creditKey: `QUIZ:${found.quiz_id}`,
          points: found.points,
          description: described(`Quiz completed: ${found.title_en}`, `Quiz terminé : ${found.title_fr}`),
        };
      }
      case 'ONBOARDING_STEP': {
        if (!(EARNING.onboardingSteps as readonly string[]).includes(interaction.reference)) throw fail.badRequest();
        return {
          ...base,
          creditKey: `ONBOARDING_STEP:${interaction.reference}`,
          points: EARNING.onboardingStepPoints,
          description: described(`Onboarding step ${interaction.reference} of 3`, `Étape d’accueil ${interaction.reference} sur 3`),
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
          creditKey: `SIGN_IN:${day}`,
          points: EARNING.signInPoints,
          description: described(`Daily sign-in, ${day}`, `Connexion quotidienne, ${day}`),
        };
      }
      case 'RECEIPT_SCAN':
        return {
          ...base,
          creditKey: `RECEIPT_SCAN:${interaction.reference}`,
          points: EARNING.receiptScanPoints,
          description: described('Receipt scanned', 'Reçu numérisé'),
        };
      default:
        throw fail.badRequest();
    }
  }

  return {
    /** Credits an interaction (once where it credits once) and answers what it earned. */
    interact(member: MemberRow, interaction: Interaction): ApiOutput<'memberInteraction'> {
      const entry = entryFor(member, interaction);
      const credited = ledger.creditOnce(entry);
      return {
        pointsAwarded: credited ? entry.points : 0,
        causePointsAwarded: credited ? (entry.causePoints ?? 0) : 0,
        sweepstakesEntries: credited ? (entry.sweepstakesEntries ?? 0) : 0,
        pointsBalance: ledger.balance(member.consumer_id),
        alreadyCredited: !credited,
      };
    },
  };
}
