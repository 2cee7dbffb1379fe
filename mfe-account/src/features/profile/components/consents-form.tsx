import { CONSENT_PURPOSES, type ConsentPurpose, type Profile } from '@maple/contracts';
import { Button, ButtonRow, Checkbox } from '@maple/ui';
import { type FormEvent, useState } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { OutcomeNotice } from '#src/components/outcome-notice.tsx';
import { useUpdateConsents } from '../api/use-update-consents';

const messages = defineMessages({
  intro: {
    id: 'profile.consents.intro',
    defaultMessage:
      'Tick a box only if you want those messages. You can change your mind at any time, here or with the unsubscribe link of any email.',
  },
  emailOffers: { id: 'profile.consents.emailOffers', defaultMessage: 'Email me Maple Rewards offers, new rewards and news' },
  partnerOffers: {
    id: 'profile.consents.partnerOffers',
    defaultMessage: 'Email me offers from the brands that partner with Maple Rewards',
  },
  researchInvitations: {
    id: 'profile.consents.researchInvitations',
    defaultMessage: 'Invite me by email to paid surveys and product research',
  },
  save: { id: 'profile.consents.save', defaultMessage: 'Save my choices' },
  saved: { id: 'profile.consents.saved', defaultMessage: 'Your choices are saved.' },
  failed: { id: 'profile.consents.failed', defaultMessage: 'Your choices were not saved. Please try again.' },
});

const LABELS: Record<ConsentPurpose, (typeof messages)[keyof typeof messages]> = {
  'email-offers': messages.emailOffers,
  'partner-offers': messages.partnerOffers,
  'research-invitations': messages.researchInvitations,
};

/** One checkbox per purpose (express consent under CASL): ticked only where the member said yes. */
export function ConsentsForm({ profile }: { profile: Profile }) {
  const given = (purpose: ConsentPurpose) => profile.opts.some((opt) => opt.id === purpose && opt.optedIn);
  const [choices, setChoices] = useState<Record<ConsentPurpose, boolean>>(
    () => Object.fromEntries(CONSENT_PURPOSES.map((purpose) => [purpose, given(purpose)])) as Record<ConsentPurpose, boolean>,
  );
  const save = useUpdateConsents();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ body: { opts: CONSENT_PURPOSES.map((id) => ({ id, optedIn: choices[id] })) } });
  };

  return (
    <form onSubmit={submit} noValidate>
      <p>
        <FormattedMessage {...messages.intro} />
      </p>
      {CONSENT_PURPOSES.map((purpose) => (
        <Checkbox
          key={purpose}
          name={purpose}
          label={<FormattedMessage {...LABELS[purpose]} />}
          checked={choices[purpose]}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            setChoices((current) => ({ ...current, [purpose]: checked }));
            save.reset();
          }}
        />
      ))}
      <OutcomeNotice
        outcome={save}
        success={<FormattedMessage {...messages.saved} />}
        failure={<FormattedMessage {...messages.failed} />}
      />
      <ButtonRow>
        <Button type="submit" variant="secondary" busy={save.isPending}>
          <FormattedMessage {...messages.save} />
        </Button>
      </ButtonRow>
    </form>
  );
}
