import type { CausesAndPledges } from './causes-and-pledges';
import type { HandlerTable } from './handler-types';
import type { SweepstakesService } from './sweepstakes';

/** The sweepstakes, causes and pledges endpoints. */
export function createProgrammeHandlers({
  sweepstakes,
  causes,
}: {
  sweepstakes: SweepstakesService;
  causes: CausesAndPledges;
}): Pick<HandlerTable, 'sweepstakes' | 'answerSkillTestingQuestion' | 'causes' | 'pledges'> {
  return {
    sweepstakes: ({ member, locale }) => sweepstakes.list(locale, member),
    answerSkillTestingQuestion: ({ member, params, body }) => sweepstakes.answer(member, params.drawId ?? '', body.answer),
    causes: ({ locale }) => causes.causes(locale),
    pledges: ({ member }) => causes.pledges(member),
  };
}
