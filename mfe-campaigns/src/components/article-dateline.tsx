import { SITE_TIME_ZONE } from '@maple/contracts';
import { defineMessage, FormattedDate, FormattedMessage } from 'react-intl';

const readingTime = defineMessage<{ minutes: number }>({
  id: 'articleDateline.readingTime',
  defaultMessage: '{minutes, plural, one {# minute read} other {# minutes read}}',
});

/** When an article was published (Toronto time, where the programme is run) and how long it takes to read. */
export function ArticleDateline({ publishedAt, readingMinutes }: { publishedAt: string; readingMinutes: number }) {
  return (
    <>
      <FormattedDate value={publishedAt} dateStyle="long" timeZone={SITE_TIME_ZONE} />
      {' · '}
      <FormattedMessage {...readingTime} values={{ minutes: readingMinutes }} />
    </>
  );
}
