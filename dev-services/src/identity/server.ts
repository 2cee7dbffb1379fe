import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { z } from 'zod';
import { AccountStore } from './accounts';
import { pruneExpiredModels } from './adapter';
import { openIdentityDatabase } from './database';
import { IdentityPasswordError } from './errors';
import { DEFAULT_LOCALE, localeFromAcceptLanguage } from './i18n';
import { sendHtml } from './http';
import { loadProviderSecrets } from './keys';
import { errorPage, httpsRequiredPage } from './pages';
import { Outbox, PasswordResetStore } from './password-resets';
import { createProvider } from './provider';
import { createIdentityRoutes } from './routes';
import type { IdentityServer, IdentityServerOptions } from './types';
import { isValidPassword } from './validation';

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
});

function listen(server: http.Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
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

function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const hostname = host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.split(':')[0];
  return hostname === 'localhost' || hostname === '::1' || /^127(\.\d{1,3}){3}$/.test(hostname ?? '');
}

/**
 * Starts the local OpenID Connect provider. With `port: 0` any free port is used and replaces the
 * issuer's port, so the returned `url` is always the issuer the tokens name.
 */
export async function createIdentityServer(options: IdentityServerOptions): Promise<IdentityServer> {
  const parsed = optionsSchema.safeParse(options);
  if (!parsed.success) throw new TypeError(`Invalid identity server options:\n${z.prettifyError(parsed.error)}`);
  const production = options.production ?? false;

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
    const port = await listen(server, options.port);

    const issuerUrl = new URL(options.issuer);
    if (options.port === 0) issuerUrl.port = String(port);
    const issuer = issuerUrl.origin;
    const url = portOf(issuerUrl) === port ? issuer : `http://localhost:${port}`;

    const accounts = new AccountStore(db);
    const resets = new PasswordResetStore(db);
    const provider = createProvider({ issuer, audience: options.audience, clients: options.clients, production, db, accounts, secrets });
    const providerCallback = provider.callback();
    const routes = createIdentityRoutes({
      provider,
      issuer,
      production,
      clients: options.clients,
      accounts,
      resets,
      outbox: new Outbox(db),
    });

    const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
      // Production answers https only (directly or through a proxy that says X-Forwarded-Proto),
      // so every cookie it sets is Secure; plain http is tolerated on localhost alone.
      if (production && !isSecure(req) && !isLoopbackHost(req.headers.host)) {
        req.resume();
        sendHtml(res, 403, httpsRequiredPage(localeFromAcceptLanguage(req.headers['accept-language']) ?? DEFAULT_LOCALE));
        return;
      }
      const requestUrl = new URL(req.url ?? '/', 'http://identity.invalid');
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

    pruneTimer = setInterval(() => pruneExpiredModels(db), PRUNE_INTERVAL_MS);
    pruneTimer.unref();

    let closing: Promise<void> | undefined;
    return {
      url,
      async setPassword(sub, newPassword) {
        if (!isValidPassword(newPassword)) throw new IdentityPasswordError('invalid_password');
        if (!(await accounts.setPassword(sub, newPassword))) throw new IdentityPasswordError('unknown_account');
        resets.invalidateAll(sub);
      },
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
