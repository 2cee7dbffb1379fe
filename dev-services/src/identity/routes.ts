import type { IncomingMessage, ServerResponse } from 'node:http';
import { errors, type Interaction, type Provider } from 'oidc-provider';
import { signInAccountKey, type AccountActions } from './account-actions';
import { DuplicateEmailError, type AccountStore } from './accounts';
import { CSRF_FIELD, isCrossSite, type Csrf } from './csrf';
import type { EmailVerificationStore } from './email-verifications';
import { FormError, readForm, redirect, sendHtml, sendJson, type FormData } from './http';
import { DEFAULT_LOCALE, localeFromAcceptLanguage, messagesFor, resolveLocale } from './i18n';
import {
  emailVerifiedPage,
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
  verifyEmailPage,
  verifyExpiredPage,
  type InteractionView,
  type Screen,
} from './pages';
import type { Outbox, PasswordResetStore } from './password-resets';
import type { Throttle, ThrottleKey } from './throttle';
import type { IdentityClient, IdentityLocale } from './types';
import { hasErrors, isValidEmail, normalizeEmail, passwordProblem, validateSignUp, type FieldErrors } from './validation';
import { isLocalRequest, isLoopbackAddress } from '../shared/loopback';

interface RouteDependencies {
  provider: Provider;
  issuer: string;
  production: boolean;
  /** The development routes (the outbox): loopback callers only, and never in production. */
  devRoutes: boolean;
  clients: IdentityClient[];
  accounts: AccountStore;
  actions: AccountActions;
  resets: PasswordResetStore;
  verifications: EmailVerificationStore;
  outbox: Outbox;
  csrf: Csrf;
  throttle: Throttle;
}

/** Handles a request when it is one of the identity pages; false lets oidc-provider answer. */
type IdentityRoutes = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>;

const INTERACTION_PATH = /^\/interaction\/([\w-]{1,100})(?:\/(signin|signup|forgot))?\/?$/;
const RESET_PATH = /^\/reset-password\/([^/]{1,200})\/?$/;
const VERIFY_PATH = /^\/verify-email\/([^/]{1,200})\/?$/;

/**
 * The client address throttles count by: in production (behind a proxy that appends it) the
 * last address of `X-Forwarded-For`, else the socket's peer. A loopback peer is this machine
 * (the provider listens on loopback unless told otherwise): its own tests and browser are not
 * counted per address, only per account.
 */
function clientAddress(req: IncomingMessage, production: boolean): string | null {
  const forwarded = req.headers['x-forwarded-for'];
  const last = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded)?.split(',').pop()?.trim();
  if (production && last) return last;
  const peer = req.socket.remoteAddress;
  return peer && !isLoopbackAddress(peer) ? peer : null;
}

/** The throttle keys of a request: the account's, and the address's when it is counted. */
function keysOf(
  account: ThrottleKey,
  perAddress: 'signInPerAddress' | 'signUpPerAddress' | 'forgotPerAddress',
  address: string | null,
): ThrottleKey[] {
  return address ? [account, { throttle: perAddress, subject: address }] : [account];
}

function decodedToken(raw: string | undefined): string {
  try {
    return decodeURIComponent(raw ?? '');
  } catch {
    return '';
  }
}

function isRead(req: IncomingMessage): boolean {
  return req.method === 'GET' || req.method === 'HEAD';
}

function formMessage(locale: IdentityLocale, error: FormError): string {
  const t = messagesFor(locale);
  return error.problem === 'too_large' ? t.formTooLarge : t.formUnreadable;
}

export function createIdentityRoutes(deps: RouteDependencies): IdentityRoutes {
  const { provider, accounts, actions, resets, outbox, clients, csrf, throttle } = deps;
  const ownOrigin = new URL(deps.issuer).origin;

  /**
   * Reads a submitted form that came from the provider's own page bound to `binding` (its CSRF
   * token, and no other site's Origin). Otherwise shows the form again through `refuse` (status
   * and localized message) and answers undefined.
   */
  async function readGenuineForm(
    req: IncomingMessage,
    locale: IdentityLocale,
    binding: string,
    refuse: (status: number, formError: string) => void,
  ): Promise<FormData | undefined> {
    let form: FormData;
    try {
      form = await readForm(req);
    } catch (error) {
      if (!(error instanceof FormError)) throw error;
      refuse(error.status, formMessage(locale, error));
      return undefined;
    }
    if (isCrossSite(req, ownOrigin) || !csrf.check(binding, form.text(CSRF_FIELD))) {
      refuse(403, messagesFor(locale).formExpired);
      return undefined;
    }
    return form;
  }

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

  function render(res: ServerResponse, view: InteractionView, screen: Screen, status = 200, formError?: string): void {
    if (screen === 'signup') sendHtml(res, status, signUpPage(view, { formError }));
    else if (screen === 'forgot') sendHtml(res, status, forgotPasswordPage(view, { formError }));
    else sendHtml(res, status, signInPage(view, { formError }));
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
    // Locked out: refused before the password is even checked, so a right guess teaches nothing.
    const keys = keysOf(signInAccountKey(email), 'signInPerAddress', clientAddress(req, deps.production));
    const wait = await throttle.lockedFor(keys);
    if (wait > 0) {
      sendHtml(res, 429, signInPage(view, { email, formError: t.tooManyAttempts(wait) }), { 'Retry-After': String(wait) });
      return;
    }
    const account = await accounts.authenticate(email, password);
    if (!account) {
      await throttle.count(keys);
      sendHtml(res, 400, signInPage(view, { email, wrongCredentials: true }));
      return;
    }
    await throttle.clear(signInAccountKey(email));
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
    const keys = keysOf({ throttle: 'signUpPerAccount', subject: input.email }, 'signUpPerAddress', clientAddress(req, deps.production));
    const wait = await throttle.lockedFor(keys);
    if (wait > 0) {
      sendHtml(res, 429, signUpPage(view, { values, formError: t.tooManyAttempts(wait) }), { 'Retry-After': String(wait) });
      return;
    }
    const fieldErrors = validateSignUp(input, view.locale);
    if (hasErrors(fieldErrors)) {
      sendHtml(res, 400, signUpPage(view, { values, errors: fieldErrors }));
      return;
    }
    // What is counted: accounts created, and answers that an address already has one.
    await throttle.count(keys);
    if (accounts.findByEmail(input.email)) {
      sendHtml(res, 400, signUpPage(view, { values, duplicateEmail: true }));
      return;
    }
    try {
      const account = await accounts.create({ ...input, locale: view.locale });
      actions.sendVerificationLink(account, view.locale);
      await provider.interactionFinished(req, res, { login: { accountId: account.id } }, { mergeWithLastSubmission: false });
    } catch (error) {
      if (!(error instanceof DuplicateEmailError)) throw error;
      sendHtml(res, 400, signUpPage(view, { values, duplicateEmail: true }));
    }
  }

  async function forgotPassword(
    req: IncomingMessage,
    res: ServerResponse,
    view: InteractionView,
    interaction: Interaction,
    form: FormData,
  ): Promise<void> {
    const t = messagesFor(view.locale);
    const email = normalizeEmail(form.text('email'));
    if (!isValidEmail(email)) {
      sendHtml(res, 400, forgotPasswordPage(view, { email, error: t.invalidEmail }));
      return;
    }
    // Counted per address asked for, whether or not it has an account: the answer tells nothing.
    const keys = keysOf({ throttle: 'forgotPerAccount', subject: email }, 'forgotPerAddress', clientAddress(req, deps.production));
    const wait = await throttle.lockedFor(keys);
    if (wait > 0) {
      sendHtml(res, 429, forgotPasswordPage(view, { email, formError: t.tooManyAttempts(wait) }), { 'Retry-After': String(wait) });
      return;
    }
    await throttle.count(keys);
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
    const view: InteractionView = { uid, locale, csrf: csrf.tokenFor(`interaction:${uid}`) };

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

    const form = await readGenuineForm(req, locale, `interaction:${uid}`, (status, formError) =>
      render(res, view, screen, status, formError),
    );
    if (!form) return;
    if (screen === 'signin') await signIn(req, res, view, form);
    else if (screen === 'signup') await signUp(req, res, view, form);
    else await forgotPassword(req, res, view, interaction, form);
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
    const view: InteractionView | undefined =
      alive && reset.interactionUid
        ? { uid: reset.interactionUid, locale, csrf: csrf.tokenFor(`interaction:${reset.interactionUid}`) }
        : undefined;
    const page = { locale, token, email: account.email, csrf: csrf.tokenFor(`reset:${token}`) };
    if (isRead(req)) {
      sendHtml(res, 200, resetPasswordPage(page));
      return;
    }
    const form = await readGenuineForm(req, locale, `reset:${token}`, (status, formError) =>
      sendHtml(res, status, resetPasswordPage({ ...page, formError })),
    );
    if (!form) return;
    const password = form.text('password');
    const problem = passwordProblem(password, locale, account);
    if (problem) {
      sendHtml(res, 400, resetPasswordPage({ ...page, error: problem }));
      return;
    }
    // Spend the token first: of two submissions of one link, only one changes the password.
    if (!resets.consume(token)) {
      sendHtml(res, 410, resetExpiredPage({ locale, forgotHref: view && screenHref(view, 'forgot'), siteHref: siteHref(reset.clientId) }));
      return;
    }
    await actions.resetPassword(account, password);
    sendHtml(res, 200, resetDonePage({ locale, signInHref: view && screenHref(view, 'signin'), siteHref: siteHref(reset.clientId) }));
  }

  async function verifyRoute(req: IncomingMessage, res: ServerResponse, url: URL, token: string): Promise<void> {
    const isPost = req.method === 'POST';
    if (!isRead(req) && !isPost) {
      req.resume();
      methodNotAllowed(res, contextFreeLocale(req, url), 'GET, HEAD, POST');
      return;
    }
    const verification = deps.verifications.find(token);
    const account = verification && accounts.findById(verification.accountId);
    const locale = resolveLocale(url.searchParams.get('ui_locales')) ?? verification?.locale ?? contextFreeLocale(req, url);
    if (!verification || !account) {
      req.resume();
      sendHtml(res, 410, verifyExpiredPage({ locale, siteHref: siteHref() }));
      return;
    }
    const page = { locale, token, email: account.email, csrf: csrf.tokenFor(`verify:${token}`) };
    if (isRead(req)) {
      sendHtml(res, 200, verifyEmailPage(page));
      return;
    }
    const form = await readGenuineForm(req, locale, `verify:${token}`, (status, formError) =>
      sendHtml(res, status, verifyEmailPage({ ...page, formError })),
    );
    if (!form) return;
    if (!actions.confirmEmail(token)) {
      sendHtml(res, 410, verifyExpiredPage({ locale, siteHref: siteHref() }));
      return;
    }
    sendHtml(res, 200, emailVerifiedPage({ locale, siteHref: siteHref() }));
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
      await resetRoute(req, res, url, decodedToken(reset[1]));
      return true;
    }
    const verify = VERIFY_PATH.exec(pathname);
    if (verify) {
      await verifyRoute(req, res, url, decodedToken(verify[1]));
      return true;
    }
    if (pathname === '/dev/outbox' || pathname === '/dev/outbox.json') {
      // Development only, and only for this machine: the outbox holds reset links.
      if (deps.devRoutes && !deps.production && isLocalRequest(req)) outboxRoute(req, res, url, pathname.endsWith('.json'));
      else {
        req.resume();
        sendHtml(res, 404, notFoundPage(contextFreeLocale(req, url)));
      }
      return true;
    }
    if (pathname === '/') {
      redirect(res, '/.well-known/openid-configuration');
      return true;
    }
    return false;
  };
}
