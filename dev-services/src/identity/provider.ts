import type Koa from 'koa';
import Provider, { errors, type Configuration, type KoaContextWithOIDC, type OIDCContext, type ResourceServer } from 'oidc-provider';
import type { AccountStore } from './accounts';
import { createSqliteAdapterFactory } from './adapter';
import type { IdentityDatabase } from './database';
import { DEFAULT_LOCALE, localeFromAcceptLanguage, resolveLocale } from './i18n';
import type { ProviderSecrets } from './keys';
import { errorPage, loggedOutPage, logoutConfirmPage, logoutPage } from './pages';
import type { IdentityClient, IdentityLocale } from './types';

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

/** Access and ID tokens live as long as a site session (spec: 30 minutes). */
const ACCESS_TOKEN_TTL = 30 * MINUTE;

interface ProviderDependencies {
  issuer: string;
  audience: string;
  clients: IdentityClient[];
  production: boolean;
  db: IdentityDatabase;
  accounts: AccountStore;
  secrets: ProviderSecrets;
}

type AnyContext = KoaContextWithOIDC | Koa.Context;

function oidcOf(ctx: AnyContext): OIDCContext | undefined {
  return (ctx as { oidc?: OIDCContext }).oidc;
}

/** The language of a provider-rendered page: `ui_locales`, then the browser's languages, then en-CA. */
function pageLocale(ctx: AnyContext): IdentityLocale {
  return resolveLocale(oidcOf(ctx)?.params?.ui_locales) ?? localeFromAcceptLanguage(ctx.get('accept-language')) ?? DEFAULT_LOCALE;
}

function siteHrefFor(ctx: AnyContext, clients: IdentityClient[]): string | undefined {
  const clientId = oidcOf(ctx)?.client?.clientId;
  const client = clients.find((candidate) => candidate.clientId === clientId) ?? clients[0];
  return client?.postLogoutRedirectUris[0];
}

export function createProvider(deps: ProviderDependencies): Provider {
  const { audience, clients, accounts } = deps;
  const registered = new Set(clients.map((client) => client.clientId));

  const resourceServer: ResourceServer = {
    scope: '',
    audience,
    accessTokenTTL: ACCESS_TOKEN_TTL,
    accessTokenFormat: 'jwt',
    jwt: { sign: { alg: 'RS256' } },
  };

  // No fixed `secure`: cookies are Secure whenever the request came over https, which in
  // production is every request but those to localhost (see server.ts).
  const cookieOptions = { httpOnly: true, sameSite: 'lax', signed: true } as const;

  const configuration: Configuration = {
    adapter: createSqliteAdapterFactory(deps.db),
    clients: clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      post_logout_redirect_uris: client.postLogoutRedirectUris,
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    jwks: deps.secrets.jwks as Configuration['jwks'],
    cookies: { keys: deps.secrets.cookieKeys, long: cookieOptions, short: cookieOptions },
    responseTypes: ['code'],
    scopes: ['openid', 'email', 'offline_access'],
    // The ID token carries the profile (as Auth0's does), not only the userinfo endpoint.
    claims: {
      openid: ['sub', 'given_name', 'family_name', 'locale'],
      email: ['email', 'email_verified'],
    },
    conformIdTokenClaims: false,
    // Auth0-style authorize parameters.
    extraParams: ['audience', 'screen_hint'],
    pkce: { required: () => true },
    discovery: { ui_locales_supported: ['en-CA', 'fr-CA'], claims_locales_supported: ['en-CA', 'fr-CA'] },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        // `audience=` (or nothing) chooses the API; a `resource=` indicator still works as usual.
        defaultResource(ctx, _client, oneOf) {
          if (oneOf) return oneOf.includes(audience) ? audience : oneOf;
          const requested = oidcOf(ctx)?.params?.audience;
          return typeof requested === 'string' && requested ? requested : audience;
        },
        getResourceServerInfo(_ctx, indicator) {
          if (indicator !== audience) throw new errors.InvalidTarget(`unknown audience ${indicator}`);
          return resourceServer;
        },
        // Token requests (code and refresh) get a JWT access token for the granted API.
        useGrantedResource: () => true,
      },
      rpInitiatedLogout: {
        enabled: true,
        // A valid id_token_hint of the signed-in member proves the site asked: sign out at once.
        // Without one the member confirms, so another site cannot sign members out.
        logoutSource(ctx, form) {
          const xsrf = /name="xsrf" value="([^"]*)"/.exec(form)?.[1] ?? '';
          const action = ctx.oidc.urlFor('end_session_confirm');
          const hint = (ctx.oidc.entities as { IdTokenHint?: { payload?: { sub?: unknown } } }).IdTokenHint;
          const accountId = ctx.oidc.session?.accountId;
          const proven = accountId !== undefined && hint?.payload?.sub === accountId;
          const stayHref = ctx.oidc.params?.post_logout_redirect_uri;
          ctx.type = 'html';
          ctx.body = proven
            ? logoutPage(pageLocale(ctx), action, { xsrf, logout: 'yes' })
            : logoutConfirmPage(
                pageLocale(ctx),
                action,
                { xsrf, logout: 'yes' },
                typeof stayHref === 'string' ? stayHref : siteHrefFor(ctx, clients),
              );
        },
        postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = loggedOutPage(pageLocale(ctx), siteHrefFor(ctx, clients));
        },
      },
    },
    interactions: {
      url: (_ctx, interaction) => `/interaction/${interaction.uid}`,
    },
    findAccount(_ctx, sub) {
      const account = accounts.findById(sub);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: () => ({
          sub: account.id,
          email: account.email,
          email_verified: account.emailVerified,
          given_name: account.givenName,
          family_name: account.familyName,
          locale: account.locale,
        }),
      };
    },
    /** Registered clients are first party: whatever they ask for is granted without a consent screen. */
    async loadExistingGrant(ctx) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      let grant = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (grant && (grant.accountId !== session.accountId || grant.clientId !== client.clientId)) grant = undefined;
      if (!registered.has(client.clientId)) return grant;
      grant ??= new ctx.oidc.provider.Grant({ accountId: session.accountId, clientId: client.clientId });
      grant.addOIDCScope([...ctx.oidc.requestParamOIDCScopes]);
      grant.addOIDCClaims([...ctx.oidc.requestParamClaims]);
      for (const [indicator, server] of Object.entries(ctx.oidc.resourceServers ?? {})) {
        grant.addResourceScope(
          indicator,
          [...ctx.oidc.requestParamScopes].filter((scope) => server.scopes.has(scope)),
        );
      }
      await grant.save();
      return grant;
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = errorPage(pageLocale(ctx), {
        details: { error: out.error, error_description: out.error_description ?? '' },
        siteHref: siteHrefFor(ctx, clients),
      });
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL,
      AuthorizationCode: MINUTE,
      IdToken: ACCESS_TOKEN_TTL,
      RefreshToken: 30 * DAY,
      Interaction: 60 * MINUTE,
      Session: 14 * DAY,
      Grant: 30 * DAY,
    },
  };

  const provider = new Provider(deps.issuer, configuration);
  // Behind a TLS-terminating proxy in production: trust X-Forwarded-Proto for secure cookies.
  provider.proxy = deps.production;

  // OpenID Connect drops offline_access unless the request says prompt=consent; Auth0 does not
  // ask for that. For registered clients, ask on their behalf: the consent step is approved at
  // once (see routes.ts), so the member sees nothing and gets a refresh token.
  provider.use(async (ctx, next) => {
    if (ctx.method === 'GET' && ctx.path === '/auth') {
      const { scope, prompt, client_id: clientId } = ctx.query;
      const prompts = typeof prompt === 'string' ? prompt.split(' ').filter(Boolean) : [];
      if (
        typeof clientId === 'string' &&
        registered.has(clientId) &&
        typeof scope === 'string' &&
        scope.split(' ').includes('offline_access') &&
        (prompt === undefined || typeof prompt === 'string') &&
        !prompts.includes('consent') &&
        !prompts.includes('none')
      ) {
        ctx.query = { ...ctx.query, prompt: [...prompts, 'consent'].join(' ') };
      }
    }
    await next();
  });

  // Logout without a signed-in session: oidc-provider answers with its own (English) auto-post
  // page; answer with the localized one instead.
  provider.use(async (ctx, next) => {
    await next();
    const oidc = oidcOf(ctx);
    if (oidc?.route !== 'end_session' || ctx.status !== 200 || oidc.session?.accountId) return;
    const xsrf = oidc.session?.state?.secret;
    if (typeof xsrf !== 'string') return;
    ctx.type = 'html';
    ctx.body = logoutPage(pageLocale(ctx), oidc.urlFor('end_session_confirm'), { xsrf, logout: 'yes' });
  });

  return provider;
}
