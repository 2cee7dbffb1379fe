import type { RemotePages } from '@maple/contracts/react';
import type { ComponentType } from 'react';
import { AboutPage } from '../features/about/components/about-page';
import { OfferRulesPage } from '../features/about/components/offer-rules-page';
import { CausesPage } from '../features/causes/components/causes-page';
import { HomePage } from '../features/home/components/home-page';
import { LandingPage } from '../features/landing-pages/components/landing-page';
import type { LandingPageDefinition } from '../features/landing-pages/landing-page-definition';
import { landingPages } from '../features/landing-pages/landing-pages';
import { SearchPage } from '../features/site-navigation/components/search-page';
import { SitemapPage } from '../features/site-navigation/components/sitemap-page';
import { ArticlesPage } from '../features/stories/components/articles-page';
import { GoodNewsPage } from '../features/stories/components/good-news-page';
import { ScholarshipPage } from '../features/stories/components/scholarship-page';
import { ChatPage } from '../features/support/components/chat-page';
import { HelpPage } from '../features/support/components/help-page';
import type { routeClaims } from './route-claims';

/** The page component of one landing page definition. */
function landingPageComponent(page: LandingPageDefinition): ComponentType {
  function CampaignLandingPage() {
    return <LandingPage page={page} />;
  }
  CampaignLandingPage.displayName = `LandingPage(${page.route.id})`;
  return CampaignLandingPage;
}

/** The page of each screen mfe-campaigns claims: the content pages, then every landing page. */
export const appPages: RemotePages<typeof routeClaims> = {
  home: HomePage,
  about: AboutPage,
  offerRules: OfferRulesPage,
  sitemap: SitemapPage,
  help: HelpPage,
  chat: ChatPage,
  search: SearchPage,
  goodNews: GoodNewsPage,
  articles: ArticlesPage,
  causes: CausesPage,
  scholarship: ScholarshipPage,
  ...Object.fromEntries(landingPages.map((page) => [page.route.id, landingPageComponent(page)])),
};
