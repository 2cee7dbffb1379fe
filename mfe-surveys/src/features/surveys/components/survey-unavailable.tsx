import { buttonClassName, EmptyState } from '@maple/ui';
import { defineMessages, FormattedMessage } from 'react-intl';
import { useSurveyPath } from '../hooks/use-survey-path';
import { SurveyLink } from './survey-link';

const messages = defineMessages({
  title: { id: 'surveys.unavailable.title', defaultMessage: 'This survey is not available' },
  body: {
    id: 'surveys.unavailable.body',
    defaultMessage: 'It may have closed, or the address may be wrong. The surveys you can take are listed on the survey page.',
  },
  back: { id: 'surveys.unavailable.back', defaultMessage: 'See all surveys' },
});

/** What a survey address that leads to no survey shows. */
export function SurveyUnavailable() {
  const surveyPath = useSurveyPath();
  return (
    <EmptyState
      title={<FormattedMessage {...messages.title} />}
      action={
        <SurveyLink to={surveyPath()} className={buttonClassName()}>
          <FormattedMessage {...messages.back} />
        </SurveyLink>
      }
    >
      <p>
        <FormattedMessage {...messages.body} />
      </p>
    </EmptyState>
  );
}
