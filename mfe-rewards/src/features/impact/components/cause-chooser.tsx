import { zodResolver } from '@hookform/resolvers/zod';
import type { Cause } from '@maple/contracts';
import { useCommands } from '@maple/platform';
import { Button, Form, Notice, Select, useValidationErrorMap } from '@maple/ui';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { defineMessages, FormattedMessage, type MessageValue, useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { useUpdateCause } from '../api/use-update-cause';
import styles from './impact.module.css';

const messages = defineMessages({
  memberLabel: { id: 'impact.chooser.memberLabel', defaultMessage: 'Change your cause' },
  visitorLabel: { id: 'impact.chooser.visitorLabel', defaultMessage: 'The cause you will support' },
  memberHint: { id: 'impact.chooser.memberHint', defaultMessage: 'Your surveys’ cause points and your pledge go to this cause.' },
  visitorHint: {
    id: 'impact.chooser.visitorHint',
    defaultMessage: 'You will support this cause when you join. You can change it at any time.',
  },
  choose: { id: 'impact.chooser.choose', defaultMessage: 'Choose a cause.' },
  save: { id: 'impact.chooser.save', defaultMessage: 'Support this cause' },
  failed: { id: 'impact.chooser.failed', defaultMessage: 'Your cause could not be changed. Please try again.' },
});

const withValues = defineMessages<{ saved: { cause: MessageValue }; chosen: { cause: MessageValue }; suggested: { cause: MessageValue } }>({
  saved: { id: 'impact.chooser.saved', defaultMessage: 'You now support {cause}. Thank you!' },
  chosen: { id: 'impact.chooser.chosen', defaultMessage: 'When you join, you will support {cause}.' },
  suggested: { id: 'impact.chooser.suggested', defaultMessage: 'The link you followed suggests {cause}. Choose it below if you wish.' },
});

/**
 * Choosing the cause: a member changes theirs (`PUT user/cause`); a visitor picks the one they
 * will join with (the shell keeps it). A link's cause (`?cause=wwf`) comes preselected.
 */
export function CauseChooser({
  causes,
  current,
  suggested,
  signedIn,
}: {
  causes: readonly Cause[];
  current: string;
  suggested: string | null;
  signedIn: boolean;
}) {
  const intl = useIntl();
  const commands = useCommands();
  const errorMap = useValidationErrorMap();
  const update = useUpdateCause();
  const known = useMemo(() => new Set(causes.map((cause) => cause.causeId)), [causes]);
  const schema = useMemo(
    () => z.object({ cause: z.string().check(z.refine((value) => known.has(value), { error: intl.formatMessage(messages.choose) })) }),
    [known, intl],
  );
  const form = useForm<{ cause: string }>({
    resolver: zodResolver(schema, { error: errorMap }),
    defaultValues: { cause: suggested ?? current },
    shouldFocusError: false,
  });
  const nameOf = (causeId: string) => causes.find((cause) => cause.causeId === causeId)?.name ?? causeId;
  const chosen = form.formState.isSubmitSuccessful ? form.getValues('cause') : null;

  const save = async ({ cause }: { cause: string }) => {
    if (signedIn) {
      try {
        await update.mutateAsync({ body: { charityCauseId: cause, isInitialSelection: false } });
      } catch {
        form.setError('root.server', { type: 'server', message: intl.formatMessage(messages.failed) });
        return;
      }
    }
    // The site's state follows: it is also the cause a visitor joins with.
    commands.chooseCause(cause);
  };

  return (
    <div className={styles.chooser}>
      {suggested && suggested !== current && !chosen && (
        <Notice>
          <p>
            <FormattedMessage {...withValues.suggested} values={{ cause: nameOf(suggested) }} />
          </p>
        </Notice>
      )}
      <div aria-live="polite">
        {chosen && (
          <Notice tone="success">
            <p>
              <FormattedMessage {...(signedIn ? withValues.saved : withValues.chosen)} values={{ cause: nameOf(chosen) }} />
            </p>
          </Notice>
        )}
      </div>
      <Form form={form} onSubmit={save} className={styles.chooserForm}>
        <Select
          label={<FormattedMessage {...(signedIn ? messages.memberLabel : messages.visitorLabel)} />}
          hint={<FormattedMessage {...(signedIn ? messages.memberHint : messages.visitorHint)} />}
          options={causes.map((cause) => ({ value: cause.causeId, label: cause.name }))}
          {...form.register('cause')}
        />
        <Button type="submit" busy={update.isPending}>
          <FormattedMessage {...messages.save} />
        </Button>
      </Form>
    </div>
  );
}
