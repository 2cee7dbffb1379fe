import { DEFAULT_CAUSE_ID, type Locale, type SiteApi, type SiteQueryClient, type SiteStoreView } from '@maple/contracts';
import { SiteDataProvider, useApiQuery } from '@maple/platform';
import { Button, Dialog, ErrorState, Select, Skeleton, SkeletonText } from '@maple/ui';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

const messages = defineMessages({
  title: { id: 'shell.causeChoice.title', defaultMessage: 'Choose the cause you will support' },
  body: {
    id: 'shell.causeChoice.body',
    defaultMessage:
      'Every survey you answer earns a point for your cause, and you can donate your points to it. You can change it at any time.',
  },
  label: { id: 'shell.causeChoice.label', defaultMessage: 'Your cause' },
  loading: { id: 'shell.causeChoice.loading', defaultMessage: 'Loading the causes…' },
  failed: { id: 'shell.causeChoice.failed', defaultMessage: 'We could not load the causes' },
  failedBody: {
    id: 'shell.causeChoice.failedBody',
    defaultMessage: 'Try again, or continue with our default cause: you can choose another one at any time after joining.',
  },
  continue: { id: 'shell.causeChoice.continue', defaultMessage: 'Continue to sign-up' },
});

/** What the dialog needs to list the causes: the site's API and query cache. */
export interface CauseChoiceData {
  readonly api: SiteApi;
  readonly store: SiteStoreView;
  readonly locale: Locale;
  readonly queryClient: SiteQueryClient;
}

/** What the dialog does: join with the cause picked, or close (the × and Escape, labelled `closeLabel`). */
interface CauseChoiceProps {
  readonly onJoin: (causeId: string) => void;
  readonly onClose: () => void;
  readonly closeLabel: string;
}

function CauseChoice({ onJoin, onClose, closeLabel }: CauseChoiceProps) {
  const intl = useIntl();
  const causes = useApiQuery('causes', undefined, { errors: 'inline' });
  const [chosen, setChosen] = useState<string>(DEFAULT_CAUSE_ID);
  let field;
  if (causes.isError) {
    field = (
      <ErrorState title={<FormattedMessage {...messages.failed} />} headingLevel={3} onRetry={() => void causes.refetch()}>
        <p>
          <FormattedMessage {...messages.failedBody} />
        </p>
      </ErrorState>
    );
  } else if (!causes.data) {
    field = (
      <Skeleton label={intl.formatMessage(messages.loading)}>
        <SkeletonText lines={2} />
      </Skeleton>
    );
  } else {
    field = (
      <Select
        label={<FormattedMessage {...messages.label} />}
        options={causes.data.causes.map((cause) => ({ value: cause.causeId, label: cause.name }))}
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
      />
    );
  }
  return (
    <Dialog
      open
      title={<FormattedMessage {...messages.title} />}
      onClose={onClose}
      closeLabel={closeLabel}
      actions={
        <Button onClick={() => onJoin(causes.data ? chosen : DEFAULT_CAUSE_ID)}>
          <FormattedMessage {...messages.continue} />
        </Button>
      }
    >
      <p>
        <FormattedMessage {...messages.body} />
      </p>
      {field}
    </Dialog>
  );
}

/**
 * Joining without a cause chosen before (spec section 5: WWF-Canada, 006WWF, by default): the
 * visitor picks the cause they will support, the default one preselected, before the identity
 * provider's sign-up. What they pick is sent with their enrolment.
 */
export function CauseChoiceDialog({ data, ...choice }: CauseChoiceProps & { data: CauseChoiceData }) {
  return (
    <SiteDataProvider {...data}>
      <CauseChoice {...choice} />
    </SiteDataProvider>
  );
}
