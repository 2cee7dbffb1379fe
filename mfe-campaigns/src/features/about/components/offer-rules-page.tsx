import { type Locale, type OfferRules, SITE_TIME_ZONE } from '@maple/contracts';
import { ApiErrorState, RemotePage, useApiQuery, useLocale } from '@maple/platform';
import { Notice, Section, Skeleton, SkeletonText } from '@maple/ui';
import { offerRulesLanguages } from '../offer-rules-languages';
import { defineMessage, defineMessages, FormattedDate, FormattedMessage, type MessageValue, useIntl } from 'react-intl';

const messages = defineMessages({
  intro: {
    id: 'about.offerRules.intro',
    defaultMessage:
      'The general rules that apply to every Maple Rewards offer. An offer with its own official rules follows those rules too.',
  },
  loading: { id: 'about.offerRules.loading', defaultMessage: 'Loading the offer rules…' },
  failed: { id: 'about.offerRules.failed', defaultMessage: 'The offer rules could not be loaded' },
  quebec: {
    id: 'about.offerRules.quebec',
    defaultMessage: 'You seem to be in Quebec: the rules are shown in French first, then in English.',
  },
});

const effective = defineMessage<{ date: MessageValue; version: string }>({
  id: 'about.offerRules.effective',
  defaultMessage: 'In effect since {date} (version {version}).',
});

/** One language's rules: its own `lang`, its title and its numbered sections. */
function RulesDocument({ rules, locale }: { rules: OfferRules; locale: Locale }) {
  const document = rules.documents[locale];
  return (
    <div lang={locale}>
      <Section heading={document.title}>
        {document.sections.map((section) => (
          <Section key={section.heading} heading={section.heading} level={3}>
            {section.paragraphs.map((paragraph, index) => (
              // Fixed text: the paragraphs' position is their identity.
              <p key={index}>{paragraph}</p>
            ))}
          </Section>
        ))}
      </Section>
    </div>
  );
}

/** The offer rules from the API; a visitor in Quebec reads them in French first, then in English. */
export function OfferRulesPage() {
  const intl = useIntl();
  const locale = useLocale();
  const rules = useApiQuery('offerRules', undefined, { errors: 'inline' });
  // Where the visitor is decides the order; when that cannot be told, the page's language alone.
  // Where the visitor is decides the languages' order; a failure opens the error modal (English first).
  const geo = useApiQuery('geo');
  const located = geo.isSuccess || geo.isError;
  const languages = offerRulesLanguages(locale, geo.data?.region);
  return (
    <RemotePage routeId="offerRules" intro={<FormattedMessage {...messages.intro} />} related={['about', 'samples', 'coupons', 'help']}>
      {rules.isError ? (
        <ApiErrorState failure={rules.error} title={<FormattedMessage {...messages.failed} />} onRetry={() => void rules.refetch()} />
      ) : rules.data && located ? (
        <>
          <p>
            <FormattedMessage
              {...effective}
              values={{
                date: <FormattedDate value={`${rules.data.effectiveDate}T12:00:00Z`} dateStyle="long" timeZone={SITE_TIME_ZONE} />,
                version: rules.data.version,
              }}
            />
          </p>
          {languages.length > 1 && (
            <Notice>
              <FormattedMessage {...messages.quebec} />
            </Notice>
          )}
          {languages.map((language) => (
            <RulesDocument key={language} rules={rules.data} locale={language} />
          ))}
        </>
      ) : (
        <Skeleton label={intl.formatMessage(messages.loading)}>
          <SkeletonText lines={8} />
        </Skeleton>
      )}
    </RemotePage>
  );
}
