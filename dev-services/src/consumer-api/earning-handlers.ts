import { fail } from './api-failure';
import { createEarning } from './earning';
import { createEarningGate } from './earning-gate';
import type { HandlerTable, Services } from './handler-types';
import { createQuizzes } from './quizzes';
import { createSurveyList } from './survey-list';
import { createSurveys } from './surveys';
import { identityFailureReason, identityRetryAfter } from './types';

type EarningEndpoints =
  | 'memberInteraction'
  | 'survey'
  | 'memberSurveys'
  | 'saveSurveyAnswers'
  | 'completeSurvey'
  | 'quiz'
  | 'submitQuiz'
  | 'uploadReceipt'
  | 'receipts'
  | 'resendVerificationEmail';

/**
 * The calls that earn points, each with the evidence it needs. Reading a survey or a quiz and
 * saving answers are open to every member; whatever credits needs an enrolled member with a
 * confirmed email address.
 */
export function createEarningHandlers(services: Services): Pick<HandlerTable, EarningEndpoints> {
  const { receipts, options } = services;
  const surveys = createSurveys(services);
  const quizzes = createQuizzes(services);
  const surveyList = createSurveyList({ ...services, surveys });
  const earning = createEarning({ ...services, surveys });
  const assertMayEarn = createEarningGate(services);

  return {
    async memberInteraction({ member, body }) {
      await assertMayEarn(member);
      return earning.interact(member, body.interaction);
    },

    memberSurveys: ({ member, locale }) => surveyList.list(member, locale),
    survey: ({ member, params, locale }) => surveys.detail(member, params.surveyId ?? '', locale),
    saveSurveyAnswers: ({ member, params, body, locale }) => surveys.saveAnswers(member, params.surveyId ?? '', body.answers, locale),
    async completeSurvey({ member, params }) {
      await assertMayEarn(member);
      return surveys.complete(member, params.surveyId ?? '');
    },

    quiz: ({ member, params, locale }) => quizzes.detail(member, params.quizId ?? '', locale),
    async submitQuiz({ member, params, body, locale }) {
      await assertMayEarn(member);
      return quizzes.submit(member, params.quizId ?? '', body.answers, locale);
    },

    async uploadReceipt({ member, body }) {
      await assertMayEarn(member);
      return receipts.upload(member, body.image);
    },
    receipts: ({ member }) => receipts.list(member),

    async resendVerificationEmail({ member, locale }) {
      try {
        await options.sendVerificationEmail(member.identity_sub, locale);
      } catch (error) {
        // The provider sends the link 3 times an hour at most.
        if (identityFailureReason(error) === 'locked') throw fail.rateLimited(identityRetryAfter(error));
        throw fail.badGateway();
      }
      return { ok: true };
    },
  };
}
