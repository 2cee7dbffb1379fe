import { ApiErrorState, RemotePage, useApiQuery, useLocale } from '@maple/platform';
import { Button, ButtonRow, Card, CardList, CardListSkeleton, formatPoints, Notice, Section, TextField } from '@maple/ui';
import { useRef, useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { StatList } from '#src/components/stat-list.tsx';
import { invitationLink } from '../lib/referral-invitation';

const messages = defineMessages({
  intro: {
    id: 'referral.referAFriend.intro',
    defaultMessage: 'Know someone who would enjoy Maple Rewards? Send them your invitation link: when they join, you earn points.',
  },
  linkHeading: { id: 'referral.referAFriend.linkHeading', defaultMessage: 'Your invitation link' },
  link: { id: 'referral.referAFriend.link', defaultMessage: 'Invitation link' },
  linkHint: { id: 'referral.referAFriend.linkHint', defaultMessage: 'It opens a page that invites your friend to join, with your code.' },
  copy: { id: 'referral.referAFriend.copy', defaultMessage: 'Copy the link' },
  copied: { id: 'referral.referAFriend.copied', defaultMessage: 'Link copied. Paste it in a message to your friend.' },
  copyFailed: { id: 'referral.referAFriend.copyFailed', defaultMessage: 'The link could not be copied: it is selected, copy it yourself.' },
  share: { id: 'referral.referAFriend.share', defaultMessage: 'Share' },
  email: { id: 'referral.referAFriend.email', defaultMessage: 'Send by email' },
  shareTitle: { id: 'referral.referAFriend.shareTitle', defaultMessage: 'Join me on Maple Rewards' },
  shareText: {
    id: 'referral.referAFriend.shareText',
    defaultMessage: 'I earn points for surveys and receipts on Maple Rewards and support a cause with them. Join with my link:',
  },
  resultsHeading: { id: 'referral.referAFriend.resultsHeading', defaultMessage: 'Your invitations so far' },
  joined: { id: 'referral.referAFriend.joined', defaultMessage: 'Friends who joined' },
  earned: { id: 'referral.referAFriend.earned', defaultMessage: 'Points earned' },
  stepsHeading: { id: 'referral.referAFriend.stepsHeading', defaultMessage: 'How it works' },
  stepShare: { id: 'referral.referAFriend.stepShare', defaultMessage: 'Send your invitation link to a friend.' },
  stepSignUp: {
    id: 'referral.referAFriend.stepSignUp',
    defaultMessage: 'Your friend signs up with it, using their own email address, and confirms that address.',
  },
  who: {
    id: 'referral.referAFriend.who',
    defaultMessage: 'Maple Rewards is open to adults living in Canada. Your own link does not count for you, and each friend counts once.',
  },
  failed: { id: 'referral.referAFriend.failed', defaultMessage: 'Your invitation link could not be loaded.' },
});

const stepEarn = defineMessage<{ points: string; limit: number }>({
  id: 'referral.referAFriend.stepEarn',
  defaultMessage: 'You earn {points} once they have joined, for up to {limit} friends.',
});

/** The member's invitation link to copy or share, and what their invitations brought. */
export function ReferAFriendPage() {
  const intl = useIntl();
  const locale = useLocale();
  const referral = useApiQuery('referral', undefined, { errors: 'inline' });
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);

  const content = () => {
    if (referral.isPending) return <CardListSkeleton count={2} heading={false} />;
    if (referral.isError)
      return (
        <ApiErrorState failure={referral.error} title={<FormattedMessage {...messages.failed} />} onRetry={() => void referral.refetch()} />
      );
    const summary = referral.data;
    const link = invitationLink(window.location.origin, locale, summary.referralCode);
    const text = `${intl.formatMessage(messages.shareText)} ${link}`;
    const canShare = typeof navigator.share === 'function';
    const copy = async () => {
      try {
        await navigator.clipboard.writeText(link);
        setCopied('yes');
      } catch {
        field.current?.select();
        setCopied('no');
      }
    };
    const mailto = `mailto:?subject=${encodeURIComponent(intl.formatMessage(messages.shareTitle))}&body=${encodeURIComponent(text)}`;
    return (
      <>
        <Section heading={<FormattedMessage {...messages.linkHeading} />}>
          <TextField
            ref={field}
            label={<FormattedMessage {...messages.link} />}
            hint={<FormattedMessage {...messages.linkHint} />}
            value={link}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          {copied && (
            <Notice tone={copied === 'yes' ? 'success' : 'warning'} announce>
              <FormattedMessage {...(copied === 'yes' ? messages.copied : messages.copyFailed)} />
            </Notice>
          )}
          <ButtonRow>
            <Button onClick={() => void copy()}>
              <FormattedMessage {...messages.copy} />
            </Button>
            {canShare && (
              <Button
                variant="secondary"
                onClick={() =>
                  void navigator.share({ title: intl.formatMessage(messages.shareTitle), text, url: link }).catch(() => undefined)
                }
              >
                <FormattedMessage {...messages.share} />
              </Button>
            )}
            <a href={mailto}>
              <FormattedMessage {...messages.email} />
            </a>
          </ButtonRow>
        </Section>
        <Section heading={<FormattedMessage {...messages.resultsHeading} />}>
          <StatList
            stats={[
              { label: <FormattedMessage {...messages.joined} />, value: new Intl.NumberFormat(locale).format(summary.friendsJoined) },
              { label: <FormattedMessage {...messages.earned} />, value: formatPoints(summary.pointsEarned, locale) },
            ]}
          />
        </Section>
        <Section heading={<FormattedMessage {...messages.stepsHeading} />}>
          <CardList ordered>
            <Card>
              <FormattedMessage {...messages.stepShare} />
            </Card>
            <Card>
              <FormattedMessage {...messages.stepSignUp} />
            </Card>
            <Card>
              <FormattedMessage
                {...stepEarn}
                values={{ points: formatPoints(summary.pointsPerFriend, locale), limit: summary.creditLimit }}
              />
            </Card>
          </CardList>
          <p>
            <FormattedMessage {...messages.who} />
          </p>
        </Section>
      </>
    );
  };

  return (
    <RemotePage routeId="referAFriend" intro={<FormattedMessage {...messages.intro} />} related={['earnPoints', 'causes', 'myAccount']}>
      {content()}
    </RemotePage>
  );
}
