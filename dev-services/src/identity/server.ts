import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { z } from 'zod';
import { LOOPBACK_HOST, isLoopbackHost } from '../shared/loopback';
import { createAccountActions } from './account-actions';
import { AccountStore } from './accounts';
import { pruneExpiredModels } from './adapter';
import { sendAsset } from './assets';
import { createCsrf } from './csrf';
import { openIdentityDatabase } from './database';
import { EmailVerificationStore } from './email-verifications';
import { IdentityPasswordError } from './errors';
import { DEFAULT_LOCALE, localeFromAcceptLanguage } from './i18n';
import { sendHtml } from './http';
import { loadProviderSecrets } from './keys';
import { errorPage, httpsRequiredPage } from './pages';
import { Outbox, PasswordResetStore } from './password-resets';
import { createProvider } from './provider';
import { createIdentityRoutes } from './routes';
import { securityHeaders } from './security-headers';
import { DEFAULT_THROTTLE_POLICIES, Throttle, pruneThrottles } from './throttle';
import type { IdentityServer, IdentityServerOptions } from './types';

const PRUNE_INTERVAL_MS = 15 * 60 * 1000;

const absoluteUri = z.string().refine((value) => URL.canParse(value), 'must be an absolute URI');

const optionsSchema = z.object({
  port: z.number().int().min(0).max(65535),
  issuer: z.url({ protocol: /^https?$/ }).refine((value) => {
    const url = new URL(value);
    return url.pathname === '/' && !url.search && !url.hash;
  }, 'must be an origin without path, query or fragment, e.g. http://localhost:8091'),
  dataFile: z.string().min(1),
  audience: absoluteUri,
  clients: z
    .array(
      z.object({
        clientId: z.string().min(1),
        clientSecret: z.string().min(1),
        redirectUris: z.array(absoluteUri).min(1),
        postLogoutRedirectUris: z.array(absoluteUri),
      }),
    )
    .min(1),
  production: z.boolean().optional(),
  devRoutes: z.boolean().optional(),
  host: z.string().min(1).optional(),
  throttling: z.record(z.string(), z.unknown()).optional(),
});

function listen(server: http.Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function portOf(url: URL): number {
  if (url.port) return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

function isSecure(req: IncomingMessage): boolean {
  if ((req.socket as Partial<TLSSocket>).encrypted) return true;
  const forwarded = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}

/**
 * Starts the local OpenID Connect provider. With `port: 0` any free port is used and replaces the
 * issuer's port, so the returned `url` is always the issuer the tokens name.
 */
export async function createIdentityServer(options: IdentityServerOptions): Promise<IdentityServer> {
  const parsed = optionsSchema.safeParse(options);
  if (!parsed.success) throw new TypeError(`Invalid identity server options:\n${z.prettifyError(parsed.error)}`);
  const production = options.production ?? false;
  if (production && options.devRoutes) throw new TypeError('Invalid identity server options: no dev routes in production');
  const devRoutes = options.devRoutes ?? false;

  const db = openIdentityDatabase(options.dataFile);
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const server = http.createServer((req, res) => {
    if (handler) handler(req, res);
    else sendHtml(res, 503, errorPage(DEFAULT_LOCALE), { 'Retry-After': '1' });
  });

  let pruneTimer: NodeJS.Timeout | undefined;
  try {
    const secrets = await loadProviderSecrets(db);
    pruneExpiredModels(db);
    pruneThrottles(db);
    const port = await listen(server, options.port, options.host ?? LOOPBACK_HOST);

    const issuerUrl = new URL(options.issuer);
    if (options.port === 0) issuerUrl.port = String(port);
    const issuer = issuerUrl.origin;
    const url = portOf(issuerUrl) === port ? issuer : `http://localhost:${port}`;

    const accounts = new AccountStore(db);
    const resets = new PasswordResetStore(db);
    const verifications = new EmailVerificationStore(db);
    const outbox = new Outbox(db);
    const throttle = new Throttle(db, { ...DEFAULT_THROTTLE_POLICIES, ...options.throttling });
    const actions = createAccountActions({ issuer, db, accounts, resets, verifications, outbox, throttle });
    const provider = createProvider({ issuer, audience: options.audience, clients: options.clients, production, db, accounts, secrets });
    const providerCallback = provider.callback();
    const routes = createIdentityRoutes({
      provider,
      issuer,
      production,
      devRoutes,
      clients: options.clients,
      accounts,
      actions,
      resets,
      verifications,
      outbox,
      csrf: createCsrf(secrets.csrfKey),
      throttle,
    });
    const headers = securityHeaders({
      production,
      formTargets: options.clients.flatMap((client) => [...client.redirectUris, ...client.postLogoutRedirectUris]),
    });

    const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
      // Production answers https only (directly or through a proxy that says X-Forwarded-Proto),
      // so every cookie it sets is Secure; plain http is tolerated on localhost alone.
      if (production && !isSecure(req) && !isLoopbackHost(req.headers.host)) {
        req.resume();
        sendHtml(res, 403, httpsRequiredPage(localeFromAcceptLanguage(req.headers['accept-language']) ?? DEFAULT_LOCALE));
        return;
      }
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      const requestUrl = new URL(req.url ?? '/', 'http://identity.invalid');
      if (sendAsset(res, requestUrl.pathname, req.method)) return;
      if (await routes(req, res, requestUrl)) return;
      await providerCallback(req, res);
    };

    handler = (req, res) => {
      handle(req, res).catch((error: unknown) => {
        console.error('[identity] request failed:', req.method, req.url, error);
        if (res.headersSent) res.destroy();
        else sendHtml(res, 500, errorPage(localeFromAcceptLanguage(req.headers['accept-language']) ?? DEFAULT_LOCALE));
      });
    };

    pruneTimer = setInterval(() => {
      pruneExpiredModels(db);
      pruneThrottles(db);
    }, PRUNE_INTERVAL_MS);
    pruneTimer.unref();

    let closing: Promise<void> | undefined;
    return {
      url,
      changePassword: (sub, currentPassword, newPassword) => actions.changePassword(sub, currentPassword, newPassword),
      async isEmailVerified(sub) {
        const account = accounts.findById(sub);
        if (!account) throw new IdentityPasswordError('unknown_account');
        return account.emailVerified;
      },
      sendVerificationEmail: (sub, locale) => actions.resendVerificationLink(sub, locale),
      onPasswordReset: (listener) => actions.onPasswordReset(listener),
      close() {
        closing ??= new Promise<void>((resolve, reject) => {
          clearInterval(pruneTimer);
          server.close((error) => {
            db.close();
            if (error) reject(error);
            else resolve();
          });
          server.closeAllConnections();
        });
        return closing;
      },
    };
  } catch (error) {
    clearInterval(pruneTimer);
    if (server.listening) server.close();
    db.close();
    throw error;
  }
}
