import { type LazyPage, lazyPage, type RemotePages } from '@maple/platform';
import { HomePage } from '../features/home/components/home-page';
import { type LandingPageDefinition, landingPageText } from '../features/landing-pages/landing-page-definition';
import { landingPages } from '../features/landing-pages/landing-pages';
import { featureMessages } from '../i18n/messages';
import type { routeClaims } from './route-claims';

/**
 * One landing page: the landing-page component and the page's text, two chunks fetched side
 * by side (the mount fetches them with the messages, before the first render).
 */
function landingPageEntry(page: LandingPageDefinition): LazyPage {
  return lazyPage(async () => {
    const [{ LandingPage }, text] = await Promise.all([import('../features/landing-pages/components/landing-page'), landingPageText(page)]);
    function CampaignLandingPage() {
      return <LandingPage page={page} text={text} />;
    }
    CampaignLandingPage.displayName = `LandingPage(${page.route.id})`;
    return CampaignLandingPage;
  });
}

/**
 * The page of each screen mfe-campaigns claims: the content pages, then every landing page.
 * The home page comes with the remote: it is the page the size budget measures, and as a
 * chunk of its own it cost more (measured: +1.2 KB gz, three more requests, for the kit
 * components it shares with other pages). Every other page, landing pages included, is a
 * chunk the mount fetches beside the messages, before the first render (no skeleton).
 */
export const appPages: RemotePages<typeof routeClaims> = {
  home: HomePage,
  about: lazyPage(() => import('../features/about/components/about-page').then((page) => page.AboutPage), {
    messages: featureMessages.about,
  }),
  ourCompany: lazyPage(() => import('../features/about/components/our-company-page').then((page) => page.OurCompanyPage), {
    messages: featureMessages.about,
  }),
  offerRules: lazyPage(() => import('../features/about/components/offer-rules-page').then((page) => page.OfferRulesPage), {
    messages: featureMessages.about,
  }),
  sitemap: lazyPage(() => import('../features/site-navigation/components/sitemap-page').then((page) => page.SitemapPage), {
    messages: featureMessages.siteNavigation,
  }),
  help: lazyPage(() => import('../features/support/components/help-page').then((page) => page.HelpPage), {
    messages: featureMessages.support,
  }),
  chat: lazyPage(() => import('../features/support/components/chat-page').then((page) => page.ChatPage), {
    messages: featureMessages.support,
  }),
  search: lazyPage(() => import('../features/site-navigation/components/search-page').then((page) => page.SearchPage), {
    messages: featureMessages.siteNavigation,
  }),
  goodNews: lazyPage(() => import('../features/stories/components/good-news-page').then((page) => page.GoodNewsPage), {
    messages: featureMessages.stories,
  }),
  articles: lazyPage(() => import('../features/stories/components/articles-page').then((page) => page.ArticlesPage), {
    messages: featureMessages.stories,
  }),
  causes: lazyPage(() => import('../features/causes/components/causes-page').then((page) => page.CausesPage), {
    messages: featureMessages.causes,
  }),
  ...Object.fromEntries(landingPages.map((page) => [page.route.id, landingPageEntry(page)])),
};
