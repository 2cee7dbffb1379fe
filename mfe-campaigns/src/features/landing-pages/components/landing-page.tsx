import { RemoteParcel, RouteLink, useCommands, useCurrentLocation, useLocale, useSiteStore } from '@maple/platform';
import { Button, buttonClassName, ContentImage, Notice, PageFrame, Section } from '@maple/ui';
import { defineMessages, FormattedMessage } from 'react-intl';
import { useCampaignSource } from '../hooks/use-campaign-source';
import type { LandingCallToAction, LandingContent, LandingPageDefinition, LandingPageText } from '../landing-page-definition';
import styles from './landing-page.module.css';

const messages = defineMessages({
  sampleHeading: { id: 'landingPages.sample.heading', defaultMessage: 'Order your free sample' },
  sampleUnavailable: {
    id: 'landingPages.sample.unavailable',
    defaultMessage: 'The sample order form cannot be shown right now. You can order this sample from the Free samples page instead.',
  },
});

/** How wide the banner shows: the text's measure (48rem), or the screen on a phone. */
const bannerSizes = '(min-width: 48rem) 48rem, 100vw';

/** What the page offers next: a visitor is invited to join (or follows a link); a member gets the member's link, if any. */
function nextStep(content: LandingContent, loggedIn: boolean): LandingCallToAction | undefined {
  if (!loggedIn) return content.callToAction;
  if (content.memberCallToAction) return content.memberCallToAction;
  // A member has joined already: an invitation to join is not for them.
  const action = content.callToAction;
  return action && 'routeId' in action && action.routeId !== 'signup' ? action : undefined;
}

/** The button or link of a call to action. */
function CallToAction({ action }: { action: LandingCallToAction }) {
  const { promptLogin } = useCommands();
  const { pathname, search } = useCurrentLocation();
  if ('join' in action) {
    // The shell's prompt says why in the visitor's language, and brings them back here, campaign included.
    return <Button onClick={() => promptLogin({ reason: action.join, returnTo: `${pathname}${search}` })}>{action.label}</Button>;
  }
  return (
    <RouteLink to={action.routeId} className={buttonClassName()}>
      {action.label}
    </RouteLink>
  );
}

/**
 * A campaign landing page, rendered from its definition and its text (`landingPageText`) in
 * the page's language. It records
 * its campaign source in its address, and shows mfe-coupons' sample order form when it offers a
 * sample (the cause its visitors join with is in its route claim, for the shell). It reads no member data: the shell leaves landings light, and the page
 * renders the same on a server (nothing reads the browser while rendering).
 */
export function LandingPage({ page, text }: { page: LandingPageDefinition; text: LandingPageText }) {
  const locale = useLocale();
  const loggedIn = useSiteStore((state) => state.loggedIn);
  const content = text[locale];
  useCampaignSource(page.campaignSource);
  const action = nextStep(content, loggedIn);
  return (
    <PageFrame title={page.route.title[locale]} intro={content.intro}>
      {content.banner && (
        // The first screen's largest part on a phone: in the served page, asked for first.
        <ContentImage image={content.banner} shape="banner" sizes={bannerSizes} priority className={styles.banner} />
      )}
      {content.sections.map((section, index) => (
        // The sections are fixed content, never reordered: their position is their identity.
        <Section key={index} heading={section.heading}>
          <p className={styles.body}>{section.body}</p>
        </Section>
      ))}
      {action && (
        <p>
          <CallToAction action={action} />
        </p>
      )}
      {page.sample && (
        <Section heading={<FormattedMessage {...messages.sampleHeading} />}>
          <RemoteParcel
            name="sample-order"
            props={{ incentiveId: page.sample.incentiveId }}
            fallback={
              <Notice tone="warning">
                <p>
                  <FormattedMessage {...messages.sampleUnavailable} />
                </p>
                <p>
                  <RouteLink to="samples" />
                </p>
              </Notice>
            }
          />
        </Section>
      )}
    </PageFrame>
  );
}
