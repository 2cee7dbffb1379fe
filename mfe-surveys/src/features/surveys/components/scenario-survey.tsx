import type { ScenarioName } from '@maple/contracts';
import { scenarioLoadFailureCode } from '#src/lib/survey-load-failures.ts';
import { useApiQuery, useCommands, useQueryParams } from '@maple/platform';
import { ErrorState, Skeleton, SkeletonText } from '@maple/ui';
import { useEffect, useRef } from 'react';
import { defineMessages, FormattedMessage, type NoMessageValues } from 'react-intl';

const messages = defineMessages<{
  failed: NoMessageValues;
  failedBody: { code: number };
}>({
  failed: { id: 'surveys.scenario.failed', defaultMessage: 'The survey could not be loaded' },
  failedBody: { id: 'surveys.scenario.failedBody', defaultMessage: 'Please try again in a moment. Error code: {code}.' },
});

/**
 * `?scenario=deq|feedback` for a member (where the login prompt of `triggerManualScenario`
 * comes back to): finds the scenario's survey and shows it (`?survey=`); a failure opens the
 * error modal with the scenario's code (1284 DEQ, 1285 feedback).
 */
export function ScenarioSurvey({ scenario }: { scenario: ScenarioName }) {
  const [, setParams] = useQueryParams();
  const commands = useCommands();
  const surveys = useApiQuery('memberSurveys', undefined, { errors: 'inline' });
  const survey = surveys.data?.surveys.find((candidate) => candidate.scenario === scenario);
  const failed = surveys.isError || (surveys.isSuccess && !survey);
  const code = scenarioLoadFailureCode(scenario);
  const reported = useRef(false);

  useEffect(() => {
    if (survey) setParams({ survey: String(survey.surveyId), scenario: null });
  }, [survey, setParams]);
  useEffect(() => {
    if (!failed || reported.current) return;
    reported.current = true;
    commands.showError(code);
  }, [failed, code, commands]);

  if (failed)
    return (
      <ErrorState title={<FormattedMessage {...messages.failed} />} onRetry={() => void surveys.refetch()}>
        <p>
          <FormattedMessage {...messages.failedBody} values={{ code }} />
        </p>
      </ErrorState>
    );
  return (
    <Skeleton>
      <SkeletonText lines={4} />
    </Skeleton>
  );
}
