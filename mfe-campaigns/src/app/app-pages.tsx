import { lazyPage, type RemotePages } from '@maple/contracts/react';
import type { ComponentType } from 'react';
import { HomePage } from '../features/home/components/home-page';
import { LandingPage } from '../features/landing-pages/components/landing-page';
import type { LandingPageDefinition } from '../features/landing-pages/landing-page-definition';
import { landingPages } from '../features/landing-pages/landing-pages';
import type { routeClaims } from './route-claims';

/** The page component of one landing page definition. */
function landingPageComponent(page: LandingPageDefinition): ComponentType {
  function CampaignLandingPage() {
    return <LandingPage page={page} />;
  }
  CampaignLandingPage.displayName = `LandingPage(${page.route.id})`;
  return CampaignLandingPage;
}

/**
 * The page of each screen mfe-campaigns claims: the content pages, then every landing page.
 * The home page and the landing pages come with the remote (they are where visitors land, and
 * their largest element should not wait for another chunk); the other pages load on demand.
 */
export const appPages: RemotePages<typeof routeClaims> = {
  home: HomePage,
  about: lazyPage(() => import('../features/about/components/about-page').then((page) => page.AboutPage)),
  offerRules: lazyPage(() => import('../features/about/components/offer-rules-page').then((page) => page.OfferRulesPage)),
  sitemap: lazyPage(() => import('../features/site-navigation/components/sitemap-page').then((page) => page.SitemapPage)),
  help: lazyPage(() => import('../features/support/components/help-page').then((page) => page.HelpPage)),
  chat: lazyPage(() => import('../features/support/components/chat-page').then((page) => page.ChatPage)),
  search: lazyPage(() => import('../features/site-navigation/components/search-page').then((page) => page.SearchPage)),
  goodNews: lazyPage(() => import('../features/stories/components/good-news-page').then((page) => page.GoodNewsPage)),
  articles: lazyPage(() => import('../features/stories/components/articles-page').then((page) => page.ArticlesPage)),
  causes: lazyPage(() => import('../features/causes/components/causes-page').then((page) => page.CausesPage)),
  ...Object.fromEntries(landingPages.map((page) => [page.route.id, landingPageComponent(page)])),
};
