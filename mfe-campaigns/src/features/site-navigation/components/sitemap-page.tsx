import type { RouteDefinition } from '@maple/contracts';
import { RemotePage, RouteLink, useMfe } from '@maple/platform';
import { Section } from '@maple/ui';
import { defineMessages, FormattedMessage } from 'react-intl';
import { groupBySection, type SiteSection } from '../site-sections';

const messages = defineMessages({
  intro: {
    id: 'siteNavigation.sitemap.intro',
    defaultMessage: 'Every page of Maple Rewards in one place, grouped by topic.',
  },
});

const sectionHeadings = defineMessages<SiteSection>({
  discover: { id: 'siteNavigation.section.discover', defaultMessage: 'Discover Maple Rewards' },
  rewards: { id: 'siteNavigation.section.rewards', defaultMessage: 'Points and rewards' },
  coupons: { id: 'siteNavigation.section.coupons', defaultMessage: 'Coupons and samples' },
  surveys: { id: 'siteNavigation.section.surveys', defaultMessage: 'Surveys and quizzes' },
  campaigns: { id: 'siteNavigation.section.campaigns', defaultMessage: 'Campaigns' },
  account: { id: 'siteNavigation.section.account', defaultMessage: 'Your account' },
  help: { id: 'siteNavigation.section.help', defaultMessage: 'Help and information' },
});

function SitemapSection({ section, routes }: { section: SiteSection; routes: readonly RouteDefinition[] }) {
  return (
    <Section heading={<FormattedMessage {...sectionHeadings[section]} />}>
      <ul>
        {routes.map((route) => (
          <li key={route.id}>
            <RouteLink to={route} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Every screen of the composition (other remotes' and new landing pages included), grouped by topic. */
export function SitemapPage() {
  const { routes } = useMfe();
  return (
    <RemotePage routeId="sitemap" intro={<FormattedMessage {...messages.intro} />} related={['search', 'help']}>
      {groupBySection(routes.routes).map((group) => (
        <SitemapSection key={group.section} section={group.section} routes={group.routes} />
      ))}
    </RemotePage>
  );
}
