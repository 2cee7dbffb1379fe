import { causeIdFrom } from '@maple/contracts';
import { CAUSE_QUERY_PARAM, causeLink } from '#src/lib/content-links.ts';
import { ApiErrorState, RemotePage, useApiQuery, useQueryParams, useSiteStore } from '@maple/platform';
import { Badge, Card, cardImageSizes, CardList, CardListSkeleton, ContentImage, Section } from '@maple/ui';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { QueryLink } from '#src/components/query-link.tsx';
import { CauseView } from './cause-view';

const messages = defineMessages({
  intro: {
    id: 'causes.causes.intro',
    defaultMessage:
      'Every member supports a charitable cause. Choose the one that matters to you, and your activity on Maple Rewards helps it too.',
  },
  listHeading: { id: 'causes.causes.listHeading', defaultMessage: 'The causes you can support' },
  loading: { id: 'causes.causes.loading', defaultMessage: 'Loading the causes…' },
  failed: { id: 'causes.causes.failed', defaultMessage: 'The causes could not be loaded' },
  default: { id: 'causes.causes.defaultBadge', defaultMessage: 'Default cause' },
  yours: { id: 'causes.causes.yoursBadge', defaultMessage: 'Your cause' },
  helpHeading: { id: 'causes.causes.helpHeading', defaultMessage: 'How your cause benefits' },
  causePoints: {
    id: 'causes.causes.causePoints',
    defaultMessage: 'Each survey you answer earns a point for your cause, on top of your own points.',
  },
  donate: {
    id: 'causes.causes.donate',
    defaultMessage: 'You can also donate your points to your cause: a donation is one of the rewards.',
  },
  defaultRule: {
    id: 'causes.causes.defaultRule',
    defaultMessage: 'Until you choose, your support goes to the program’s default cause.',
  },
});

/** The causes members can support, each linked to its page; `?cause=<short key or code>` opens one. */
export function CausesPage() {
  const [params] = useQueryParams();
  const key = params.get(CAUSE_QUERY_PARAM);
  return key === null ? <CauseList /> : <CauseView causeId={causeIdFrom(key)} />;
}

function CauseList() {
  const intl = useIntl();
  const pages = useApiQuery('causePages', undefined, { errors: 'inline' });
  const loggedIn = useSiteStore((state) => state.loggedIn);
  const charityId = useSiteStore((state) => state.charityId);
  return (
    <RemotePage
      routeId="causes"
      intro={<FormattedMessage {...messages.intro} />}
      related={['impact', 'impactDashboard', 'rewards', 'goodNews']}
    >
      <Section heading={<FormattedMessage {...messages.listHeading} />}>
        {pages.isError ? (
          <ApiErrorState failure={pages.error} title={<FormattedMessage {...messages.failed} />} onRetry={() => void pages.refetch()} />
        ) : pages.data ? (
          <CardList>
            {pages.data.causes.map((cause) => {
              const causeId = causeIdFrom(cause.causeId);
              if (!causeId) return null;
              return (
                <Card
                  key={cause.causeId}
                  media={<ContentImage image={cause.image} sizes={cardImageSizes} />}
                  heading={
                    <QueryLink to="causes" query={causeLink(causeId).query}>
                      {cause.name}
                    </QueryLink>
                  }
                >
                  <p>{cause.summary}</p>
                  {(cause.isDefault || (loggedIn && charityId === cause.causeId)) && (
                    <p>
                      {loggedIn && charityId === cause.causeId && (
                        <Badge tone="success">
                          <FormattedMessage {...messages.yours} />
                        </Badge>
                      )}{' '}
                      {cause.isDefault && (
                        <Badge>
                          <FormattedMessage {...messages.default} />
                        </Badge>
                      )}
                    </p>
                  )}
                </Card>
              );
            })}
          </CardList>
        ) : (
          <CardListSkeleton count={6} lines={2} media="16/9" label={intl.formatMessage(messages.loading)} />
        )}
      </Section>
      <Section heading={<FormattedMessage {...messages.helpHeading} />}>
        <ul>
          <li>
            <FormattedMessage {...messages.causePoints} />
          </li>
          <li>
            <FormattedMessage {...messages.donate} />
          </li>
          <li>
            <FormattedMessage {...messages.defaultRule} />
          </li>
        </ul>
      </Section>
    </RemotePage>
  );
}
