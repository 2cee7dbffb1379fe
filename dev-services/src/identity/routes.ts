import type { IncomingMessage, ServerResponse } from 'node:http';
import { errors, type Interaction, type Provider } from 'oidc-provider';
import { DuplicateEmailError, type AccountStore } from './accounts';
import { FormError, readForm, redirect, sendHtml, sendJson, type FormData } from './http';
import { DEFAULT_LOCALE, localeFromAcceptLanguage, messagesFor, resolveLocale } from './i18n';
import {
  errorPage,
  forgotPasswordPage,
  notFoundPage,
  outboxPage,
  resetDonePage,
  resetExpiredPage,
  resetHref,
  resetLinkSentPage,
  resetPasswordPage,
  screenHref,
  sessionExpiredPage,
  signInPage,
  signUpPage,
  type InteractionView,
  type Screen,
} from './pages';
import type { Outbox, PasswordResetStore } from './password-resets';
import type { IdentityClient, IdentityLocale } from './types';
import { hasErrors, isValidEmail, isValidPassword, normalizeEmail, validateSignUp, type FieldErrors } from './validation';

export interface RouteDependencies {
  provider: Provider;
  issuer: string;
  production: boolean;
  clients: IdentityClient[];
  accounts: AccountStore;
  resets: PasswordResetStore;
  outbox: Outbox;
}

/** Handles a request when it is one of the identity pages; false lets oidc-provider answer. */
export type IdentityRoutes = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>;

const INTERACTION_PATH = /^\/interaction\/([\w-]{1,100})(?:\/(signin|signup|forgot))?\/?$/;
const RESET_PATH = /^\/reset-password\/([^/]{1,200})\/?$/;

function isRead(req: IncomingMessage): boolean {
  return req.method === 'GET' || req.method === 'HEAD';
}

function formMessage(locale: IdentityLocale, error: FormError): string {
  const t = messagesFor(locale);
  return error.problem === 'too_large' ? t.formTooLarge : t.formUnreadable;
}

export function createIdentityRoutes(deps: RouteDependencies): IdentityRoutes {
  const { provider, accounts, resets, outbox, clients } = deps;

  function siteHref(clientId?: unknown): string | undefined {
    const client = clients.find((candidate) => candidate.clientId === clientId) ?? clients[0];
    return client?.postLogoutRedirectUris[0];
  }

  function contextFreeLocale(req: IncomingMessage, url: URL): IdentityLocale {
    return resolveLocale(url.searchParams.get('ui_locales')) ?? localeFromAcceptLanguage(req.headers['accept-language']) ?? DEFAULT_LOCALE;
  }

  function methodNotAllowed(res: ServerResponse, locale: IdentityLocale, allow: string): void {
    sendHtml(res, 405, errorPage(locale, { message: messagesFor(locale).methodNotAllowed }), { Allow: allow });
  }

  async function findInteraction(req: IncomingMessage, res: ServerResponse, uid: string): Promise<Interaction | undefined> {
    try {
      const interaction = await provider.interactionDetails(req, res);
      return interaction.uid === uid ? interaction : undefined;
    } catch (error) {
      if (error instanceof errors.SessionNotFound) return undefined;
      throw error;
    }
  }

  async function interactionAlive(uid: string | undefined): Promise<boolean> {
    return uid ? Boolean(await provider.Interaction.find(uid)) : false;
  }

  /** Registered clients are first party: a consent prompt (e.g. `prompt=consent`) is approved at once. */
  async function approveConsent(req: IncomingMessage, res: ServerResponse, interaction: Interaction): Promise<void> {
    const accountId = interaction.session?.accountId;
    const clientId = String(interaction.params.client_id);
    const details = interaction.prompt.details;
    let grant = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
    grant ??= new provider.Grant({ accountId, clientId });
    if (Array.isArray(details.missingOIDCScope)) grant.addOIDCScope(details.missingOIDCScope.map(String));
    if (Array.isArray(details.missingOIDCClaims)) grant.addOIDCClaims(details.missingOIDCClaims.map(String));
    const resourceScopes = details.missingResourceScopes;
    if (resourceScopes && typeof resourceScopes === 'object') {
      for (const [indicator, scopes] of Object.entries(resourceScopes)) {
        if (Array.isArray(scopes)) grant.addResourceScope(indicator, scopes.map(String));
      }
    }
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  function render(res: ServerResponse, view: InteractionView, screen: Screen, status = 200): void {
    if (screen === 'signup') sendHtml(res, status, signUpPage(view));
    else if (screen === 'forgot') sendHtml(res, status, forgotPasswordPage(view));
    else sendHtml(res, status, signInPage(view));
  }

  async function signIn(req: IncomingMessage, res: ServerResponse, view: InteractionView, form: FormData): Promise<void> {
    const t = messagesFor(view.locale);
    const email = normalizeEmail(form.text('email'));
    const password = form.text('password');
    const fieldErrors: FieldErrors = {};
    if (!email) fieldErrors.email = t.signInMissingEmail;
    if (!password) fieldErrors.password = t.signInMissingPassword;
    if (hasErrors(fieldErrors)) {
      sendHtml(res, 400, signInPage(view, { email, errors: fieldErrors }));
      return;
    }
    const account = await accounts.authenticate(email, password);
    if (!account) {
      sendHtml(res, 400, signInPage(view, { email, wrongCredentials: true }));
      return;
    }
    await provider.interactionFinished(req, res, { login: { accountId: account.id } }, { mergeWithLastSubmission: false });
  }

  async function signUp(req: IncomingMessage, res: ServerResponse, view: InteractionView, form: FormData): Promise<void> {
    const t = messagesFor(view.locale);
    const input = {
      email: normalizeEmail(form.text('email')),
      password: form.text('password'),
      givenName: form.text('givenName').trim(),
      familyName: form.text('familyName').trim(),
    };
    const values = { email: input.email, givenName: input.givenName, familyName: input.familyName };
    const fieldErrors = validateSignUp(input, t);
    const duplicate = !fieldErrors.email && Boolean(accounts.findByEmail(input.email));
    if (hasErrors(fieldErrors) || duplicate) {
      sendHtml(res, 400, signUpPage(view, { values, errors: fieldErrors, duplicateEmail: duplicate }));
      return;
    }
    try {
      const account = await accounts.create({ ...input, locale: view.locale });
      await provider.interactionFinished(req, res, { login: { accountId: account.id } }, { mergeWithLastSubmission: false });
    } catch (error) {
      if (!(error instanceof DuplicateEmailError)) throw error;
      sendHtml(res, 400, signUpPage(view, { values, duplicateEmail: true }));
    }
  }

  function forgotPassword(res: ServerResponse, view: InteractionView, interaction: Interaction, form: FormData): void {
    const t = messagesFor(view.locale);
    const email = normalizeEmail(form.text('email'));
    if (!isValidEmail(email)) {
      sendHtml(res, 400, forgotPasswordPage(view, { email, error: t.invalidEmail }));
      return;
    }
    const account = accounts.findByEmail(email);
    if (account) {
      const token = resets.create({
        accountId: account.id,
        locale: view.locale,
        interactionUid: interaction.uid,
        clientId: typeof interaction.params.client_id === 'string' ? interaction.params.client_id : undefined,
      });
      const link = new URL(resetHref(token, view.locale), deps.issuer).href;
      outbox.send({ to: account.email, subject: t.resetEmailSubject, body: t.resetEmailBody(link), link });
    }
    // The same answer whether or not the account exists.
    sendHtml(res, 200, resetLinkSentPage(view, email));
  }

  async function interactionRoute(req: IncomingMessage, res: ServerResponse, url: URL, uid: string, screen?: Screen): Promise<void> {
    const isPost = req.method === 'POST';
    if (!isRead(req) && !isPost) {
      req.resume();
      methodNotAllowed(res, contextFreeLocale(req, url), screen ? 'GET, HEAD, POST' : 'GET, HEAD');
      return;
    }
    const interaction = await findInteraction(req, res, uid);
    if (!interaction) {
      req.resume();
      sendHtml(res, 400, sessionExpiredPage(contextFreeLocale(req, url), siteHref()));
      return;
    }
    const locale = resolveLocale(url.searchParams.get('ui_locales')) ?? resolveLocale(interaction.params.ui_locales) ?? DEFAULT_LOCALE;
    const view: InteractionView = { uid, locale };

    if (interaction.prompt.name === 'consent') {
      req.resume();
      await approveConsent(req, res, interaction);
      return;
    }
    if (interaction.prompt.name !== 'login') {
      req.resume();
      sendHtml(res, 400, errorPage(locale, { details: { error: 'unsupported_prompt', prompt: interaction.prompt.name } }));
      return;
    }
    if (isRead(req)) {
      const loginHint = interaction.params.login_hint;
      if (!screen && interaction.params.screen_hint === 'signup') render(res, view, 'signup');
      else if (!screen && typeof loginHint === 'string') sendHtml(res, 200, signInPage(view, { email: loginHint }));
      else render(res, view, screen ?? 'signin');
      return;
    }
    if (!screen) {
      req.resume();
      methodNotAllowed(res, locale, 'GET, HEAD');
      return;
    }

    let form: FormData;
    try {
      form = await readForm(req);
    } catch (error) {
      if (!(error instanceof FormError)) throw error;
      const formError = formMessage(locale, error);
      if (screen === 'signup') sendHtml(res, error.status, signUpPage(view, { formError }));
      else if (screen === 'forgot') sendHtml(res, error.status, forgotPasswordPage(view, { formError }));
      else sendHtml(res, error.status, signInPage(view, { formError }));
      return;
    }
    if (screen === 'signin') await signIn(req, res, view, form);
    else if (screen === 'signup') await signUp(req, res, view, form);
    else forgotPassword(res, view, interaction, form);
  }

  async function resetRoute(req: IncomingMessage, res: ServerResponse, url: URL, token: string): Promise<void> {
    const isPost = req.method === 'POST';
    if (!isRead(req) && !isPost) {
      req.resume();
      methodNotAllowed(res, contextFreeLocale(req, url), 'GET, HEAD, POST');
      return;
    }
    const reset = resets.find(token);
    const account = reset && accounts.findById(reset.accountId);
    const locale = resolveLocale(url.searchParams.get('ui_locales')) ?? reset?.locale ?? contextFreeLocale(req, url);
    if (!reset || !account) {
      req.resume();
      sendHtml(res, 410, resetExpiredPage({ locale, siteHref: siteHref() }));
      return;
    }
    const alive = await interactionAlive(reset.interactionUid);
    const view: InteractionView | undefined = alive && reset.interactionUid ? { uid: reset.interactionUid, locale } : undefined;
    if (isRead(req)) {
      sendHtml(res, 200, resetPasswordPage({ locale, token, email: account.email }));
      return;
    }
    let form: FormData;
    try {
      form = await readForm(req);
    } catch (error) {
      if (!(error instanceof FormError)) throw error;
      sendHtml(res, error.status, resetPasswordPage({ locale, token, email: account.email, formError: formMessage(locale, error) }));
      return;
    }
    const password = form.text('password');
    if (!isValidPassword(password)) {
      sendHtml(res, 400, resetPasswordPage({ locale, token, email: account.email, error: messagesFor(locale).invalidPassword }));
      return;
    }
    // Spend the token first: of two submissions of one link, only one changes the password.
    if (!resets.consume(token)) {
      sendHtml(res, 410, resetExpiredPage({ locale, forgotHref: view && screenHref(view, 'forgot'), siteHref: siteHref(reset.clientId) }));
      return;
    }
    resets.invalidateAll(account.id);
    await accounts.setPasswordFromEmailLink(account.id, password);
    sendHtml(res, 200, resetDonePage({ locale, signInHref: view && screenHref(view, 'signin'), siteHref: siteHref(reset.clientId) }));
  }

  function outboxRoute(req: IncomingMessage, res: ServerResponse, url: URL, json: boolean): void {
    if (!isRead(req)) {
      req.resume();
      methodNotAllowed(res, DEFAULT_LOCALE, 'GET, HEAD');
      return;
    }
    const messages = outbox.list(url.searchParams.get('to') ?? undefined);
    if (json) sendJson(res, 200, messages);
    else sendHtml(res, 200, outboxPage(messages));
  }

  return async (req, res, url) => {
    const { pathname } = url;
    const interaction = INTERACTION_PATH.exec(pathname);
    if (interaction) {
      await interactionRoute(req, res, url, interaction[1] ?? '', interaction[2] as Screen | undefined);
      return true;
    }
    if (pathname.startsWith('/interaction/')) {
      req.resume();
      sendHtml(res, 404, notFoundPage(contextFreeLocale(req, url)));
      return true;
    }
    const reset = RESET_PATH.exec(pathname);
    if (reset) {
      let token: string;
      try {
        token = decodeURIComponent(reset[1] ?? '');
      } catch {
        token = '';
      }
      await resetRoute(req, res, url, token);
      return true;
    }
    if (!deps.production && (pathname === '/dev/outbox' || pathname === '/dev/outbox.json')) {
      outboxRoute(req, res, url, pathname.endsWith('.json'));
      return true;
    }
    if (pathname === '/') {
      redirect(res, '/.well-known/openid-configuration');
      return true;
    }
    return false;
  };
}
