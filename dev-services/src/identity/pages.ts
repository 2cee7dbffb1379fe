import { CSRF_FIELD } from './csrf';
import { autoSubmitPage, errorSummary, esc, field, hiddenInputs, layout, links, type SummaryItem } from './html';
import { messagesFor, otherLocale } from './i18n';
import type { OutboxMessage } from './password-resets';
import type { IdentityLocale } from './types';
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, type FieldErrors } from './validation';

export type Screen = 'signin' | 'signup' | 'forgot';

/** Where an interaction page lives; every link keeps the interaction and the language. */
export interface InteractionView {
  uid: string;
  locale: IdentityLocale;
  /** The CSRF token of the interaction's forms. */
  csrf: string;
}

export function screenHref(view: InteractionView, screen: Screen, locale: IdentityLocale = view.locale): string {
  return `/interaction/${encodeURIComponent(view.uid)}/${screen}?ui_locales=${locale}`;
}

function summaryFor(errors: FieldErrors, formError?: string): SummaryItem[] {
  const items: SummaryItem[] = [];
  if (formError) items.push({ field: 'email', message: formError });
  for (const name of ['email', 'password', 'givenName', 'familyName'] as const) {
    const message = errors[name];
    if (message) items.push({ field: name, message });
  }
  return items;
}

function form(action: string, csrf: string, content: string, button: string): string {
  return `<form method="post" action="${esc(action)}" novalidate>
${hiddenInputs({ [CSRF_FIELD]: csrf })}
${content}
<button type="submit">${esc(button)}</button>
</form>`;
}

interface SignInState {
  email?: string;
  errors?: FieldErrors;
  wrongCredentials?: boolean;
  formError?: string;
}

export function signInPage(view: InteractionView, state: SignInState = {}): string {
  const { locale } = view;
  const t = messagesFor(locale);
  const errors: FieldErrors = { ...state.errors };
  if (state.wrongCredentials) errors.email = t.signInWrongCredentials;
  const summary = summaryFor(errors, state.formError);
  return layout({
    locale,
    title: t.signInTitle,
    hasErrors: summary.length > 0,
    switchHref: screenHref(view, 'signin', otherLocale(locale)),
    main: `<h1>${esc(t.signInHeading)}</h1>
${errorSummary(locale, summary)}
${form(
  screenHref(view, 'signin'),
  view.csrf,
  field({
    locale,
    id: 'email',
    label: t.emailLabel,
    type: 'email',
    autocomplete: 'username',
    value: state.email,
    error: errors.email,
    maxLength: EMAIL_MAX,
  }) +
    field({
      locale,
      id: 'password',
      label: t.passwordLabel,
      type: 'password',
      autocomplete: 'current-password',
      error: errors.password,
      maxLength: PASSWORD_MAX,
    }),
  t.signInButton,
)}
${links([
  { href: screenHref(view, 'forgot'), text: t.signInForgotLink },
  { href: screenHref(view, 'signup'), text: t.signInSignUpLink, prompt: t.signInSignUpPrompt },
])}`,
  });
}

interface SignUpState {
  values?: { email?: string; givenName?: string; familyName?: string };
  errors?: FieldErrors;
  duplicateEmail?: boolean;
  formError?: string;
}

export function signUpPage(view: InteractionView, state: SignUpState = {}): string {
  const { locale } = view;
  const t = messagesFor(locale);
  const values = state.values ?? {};
  const errors: FieldErrors = { ...state.errors };
  const summary = summaryFor(errors, state.formError);
  if (state.duplicateEmail) {
    errors.email = t.signUpDuplicateEmail;
    summary.unshift({
      field: 'email',
      message: t.signUpDuplicateEmail,
      extra: `<a href="${esc(screenHref(view, 'signin'))}">${esc(t.signUpDuplicateEmailLink)}</a>`,
    });
  }
  return layout({
    locale,
    title: t.signUpTitle,
    hasErrors: summary.length > 0,
    switchHref: screenHref(view, 'signup', otherLocale(locale)),
    main: `<h1>${esc(t.signUpHeading)}</h1>
${errorSummary(locale, summary)}
${form(
  screenHref(view, 'signup'),
  view.csrf,
  field({
    locale,
    id: 'email',
    label: t.emailLabel,
    type: 'email',
    autocomplete: 'email',
    value: values.email,
    error: errors.email,
    maxLength: EMAIL_MAX,
  }) +
    field({
      locale,
      id: 'password',
      label: t.passwordLabel,
      type: 'password',
      autocomplete: 'new-password',
      hint: t.passwordHint,
      error: errors.password,
      maxLength: PASSWORD_MAX,
    }) +
    field({
      locale,
      id: 'givenName',
      label: t.givenNameLabel,
      type: 'text',
      autocomplete: 'given-name',
      value: values.givenName,
      error: errors.givenName,
      maxLength: NAME_MAX,
    }) +
    field({
      locale,
      id: 'familyName',
      label: t.familyNameLabel,
      type: 'text',
      autocomplete: 'family-name',
      value: values.familyName,
      error: errors.familyName,
      maxLength: NAME_MAX,
    }),
  t.signUpButton,
)}
${links([{ href: screenHref(view, 'signin'), text: t.signUpSignInLink, prompt: t.signUpSignInPrompt }])}`,
  });
}

interface ForgotState {
  email?: string;
  error?: string;
  formError?: string;
}

export function forgotPasswordPage(view: InteractionView, state: ForgotState = {}): string {
  const { locale } = view;
  const t = messagesFor(locale);
  const summary = summaryFor({ email: state.error }, state.formError);
  return layout({
    locale,
    title: t.forgotTitle,
    hasErrors: summary.length > 0,
    switchHref: screenHref(view, 'forgot', otherLocale(locale)),
    main: `<h1>${esc(t.forgotHeading)}</h1>
${errorSummary(locale, summary)}
<p>${esc(t.forgotIntro)}</p>
${form(
  screenHref(view, 'forgot'),
  view.csrf,
  field({
    locale,
    id: 'email',
    label: t.emailLabel,
    type: 'email',
    autocomplete: 'email',
    value: state.email,
    error: state.error,
    maxLength: EMAIL_MAX,
  }),
  t.forgotButton,
)}
${links([
  { href: screenHref(view, 'signin'), text: t.backToSignIn },
  { href: screenHref(view, 'signup'), text: t.signInSignUpLink, prompt: t.signInSignUpPrompt },
])}`,
  });
}

export function resetLinkSentPage(view: InteractionView, email: string): string {
  const { locale } = view;
  const t = messagesFor(locale);
  return layout({
    locale,
    title: t.sentTitle,
    main: `<h1>${esc(t.sentHeading)}</h1>
<p role="status">${esc(t.sentBody(email))}</p>
<p>${esc(t.sentSpam)}</p>
${links([{ href: screenHref(view, 'signin'), text: t.backToSignIn }])}`,
  });
}

export function resetHref(token: string, locale: IdentityLocale): string {
  return `/reset-password/${encodeURIComponent(token)}?ui_locales=${locale}`;
}

export function resetPasswordPage(options: {
  locale: IdentityLocale;
  token: string;
  csrf: string;
  email: string;
  error?: string;
  formError?: string;
}): string {
  const { locale } = options;
  const t = messagesFor(locale);
  const summary: SummaryItem[] = [];
  if (options.formError) summary.push({ field: 'password', message: options.formError });
  if (options.error) summary.push({ field: 'password', message: options.error });
  return layout({
    locale,
    title: t.resetTitle,
    hasErrors: summary.length > 0,
    switchHref: resetHref(options.token, otherLocale(locale)),
    main: `<h1>${esc(t.resetHeading)}</h1>
${errorSummary(locale, summary)}
${form(
  resetHref(options.token, locale),
  options.csrf,
  field({ locale, id: 'email', label: t.emailLabel, type: 'email', autocomplete: 'username', value: options.email, readonly: true }) +
    field({
      locale,
      id: 'password',
      label: t.newPasswordLabel,
      type: 'password',
      autocomplete: 'new-password',
      hint: t.passwordHint,
      error: options.error,
      maxLength: PASSWORD_MAX,
    }),
  t.resetButton,
)}`,
  });
}

export function resetDonePage(options: { locale: IdentityLocale; signInHref?: string; siteHref?: string }): string {
  const t = messagesFor(options.locale);
  const next = options.signInHref
    ? [{ href: options.signInHref, text: t.signUpSignInLink }]
    : options.siteHref
      ? [{ href: options.siteHref, text: t.returnToSite }]
      : [];
  return layout({
    locale: options.locale,
    title: t.resetDoneTitle,
    main: `<h1>${esc(t.resetDoneHeading)}</h1>
<p role="status">${esc(t.resetDoneBody)}</p>
${links(next)}`,
  });
}

export function resetExpiredPage(options: { locale: IdentityLocale; forgotHref?: string; siteHref?: string }): string {
  const t = messagesFor(options.locale);
  const next = [
    ...(options.forgotHref ? [{ href: options.forgotHref, text: t.askNewLink }] : []),
    ...(options.siteHref ? [{ href: options.siteHref, text: t.returnToSite }] : []),
  ];
  return layout({
    locale: options.locale,
    title: t.resetExpiredTitle,
    main: `<h1>${esc(t.resetExpiredHeading)}</h1>
<p>${esc(t.resetExpiredBody)}</p>
${links(next)}`,
  });
}

export function sessionExpiredPage(locale: IdentityLocale, siteHref?: string): string {
  const t = messagesFor(locale);
  return layout({
    locale,
    title: t.sessionExpiredTitle,
    main: `<h1>${esc(t.sessionExpiredHeading)}</h1>
<p>${esc(t.sessionExpiredBody)}</p>
${links(siteHref ? [{ href: siteHref, text: t.returnToSite }] : [])}`,
  });
}

export function notFoundPage(locale: IdentityLocale): string {
  const t = messagesFor(locale);
  return layout({ locale, title: t.notFoundTitle, main: `<h1>${esc(t.notFoundHeading)}</h1>\n<p>${esc(t.notFoundBody)}</p>` });
}

/** A generic failure; `details` (error code, description) help support without blaming the member. */
export function errorPage(
  locale: IdentityLocale,
  options: { message?: string; details?: Record<string, string>; siteHref?: string } = {},
): string {
  const t = messagesFor(locale);
  const details = Object.entries(options.details ?? {}).filter(([, value]) => value);
  return layout({
    locale,
    title: t.errorTitle,
    main: `<h1>${esc(t.errorHeading)}</h1>
<p>${esc(options.message ?? t.errorBody)}</p>
${
  details.length
    ? `<h2>${esc(t.errorDetails)}</h2><dl>${details.map(([key, value]) => `<dt>${esc(key)}</dt><dd>${esc(value)}</dd>`).join('')}</dl>`
    : ''
}
${links(options.siteHref ? [{ href: options.siteHref, text: t.returnToSite }] : [])}`,
  });
}

export function httpsRequiredPage(locale: IdentityLocale): string {
  const t = messagesFor(locale);
  return layout({ locale, title: t.httpsRequiredTitle, main: `<h1>${esc(t.httpsRequiredTitle)}</h1>\n<p>${esc(t.httpsRequiredBody)}</p>` });
}

/**
 * RP-initiated logout that needs no confirmation (a valid `id_token_hint` of the signed-in
 * member, or no one signed in): the page submits itself, with a button for browsers without scripts.
 */
export function logoutPage(locale: IdentityLocale, action: string, inputs: Record<string, string>): string {
  const t = messagesFor(locale);
  return autoSubmitPage({ locale, title: t.logoutTitle, heading: t.logoutHeading, body: t.logoutBody, action, inputs });
}

/**
 * RP-initiated logout without proof that the member asked for it (no valid `id_token_hint`):
 * the member confirms, or goes back to the site still signed in. So a page of another site
 * cannot sign members out.
 */
export function logoutConfirmPage(locale: IdentityLocale, action: string, inputs: Record<string, string>, stayHref?: string): string {
  const t = messagesFor(locale);
  return layout({
    locale,
    title: t.logoutConfirmTitle,
    main: `<h1>${esc(t.logoutConfirmTitle)}</h1>
<p>${esc(t.logoutConfirmBody)}</p>
<form method="post" action="${esc(action)}" class="actions">${hiddenInputs(inputs)}<button type="submit">${esc(t.logoutConfirmButton)}</button>${
      stayHref ? `<a href="${esc(stayHref)}">${esc(t.logoutStay)}</a>` : ''
    }</form>`,
  });
}

export function verifyHref(token: string, locale: IdentityLocale): string {
  return `/verify-email/${encodeURIComponent(token)}?ui_locales=${locale}`;
}

/** The page of an emailed confirmation link: the member confirms with a button (a link preview must not). */
export function verifyEmailPage(options: {
  locale: IdentityLocale;
  token: string;
  csrf: string;
  email: string;
  formError?: string;
}): string {
  const { locale } = options;
  const t = messagesFor(locale);
  const summary: SummaryItem[] = options.formError ? [{ field: 'confirm', message: options.formError }] : [];
  return layout({
    locale,
    title: t.verifyTitle,
    hasErrors: summary.length > 0,
    switchHref: verifyHref(options.token, otherLocale(locale)),
    main: `<h1>${esc(t.verifyHeading)}</h1>
${errorSummary(locale, summary)}
<p>${esc(t.verifyIntro(options.email))}</p>
<form method="post" action="${esc(verifyHref(options.token, locale))}">
${hiddenInputs({ [CSRF_FIELD]: options.csrf })}
<button type="submit" id="confirm">${esc(t.verifyButton)}</button>
</form>`,
  });
}

export function emailVerifiedPage(options: { locale: IdentityLocale; siteHref?: string }): string {
  const t = messagesFor(options.locale);
  return layout({
    locale: options.locale,
    title: t.verifiedTitle,
    main: `<h1>${esc(t.verifiedHeading)}</h1>
<p role="status">${esc(t.verifiedBody)}</p>
${links(options.siteHref ? [{ href: options.siteHref, text: t.returnToSite }] : [])}`,
  });
}

export function verifyExpiredPage(options: { locale: IdentityLocale; siteHref?: string }): string {
  const t = messagesFor(options.locale);
  return layout({
    locale: options.locale,
    title: t.verifyExpiredTitle,
    main: `<h1>${esc(t.verifyExpiredTitle)}</h1>
<p>${esc(t.verifyExpiredBody)}</p>
${links(options.siteHref ? [{ href: options.siteHref, text: t.returnToSite }] : [])}`,
  });
}

export function loggedOutPage(locale: IdentityLocale, siteHref?: string): string {
  const t = messagesFor(locale);
  return layout({
    locale,
    title: t.loggedOutTitle,
    main: `<h1>${esc(t.loggedOutHeading)}</h1>
<p role="status">${esc(t.loggedOutBody)}</p>
${links(siteHref ? [{ href: siteHref, text: t.returnToSite }] : [])}`,
  });
}

/** Development only: the messages the provider would have emailed. */
export function outboxPage(messages: OutboxMessage[]): string {
  const rows = messages
    .map(
      (message) =>
        `<tr><td>${esc(message.created)}</td><td>${esc(message.to)}</td><td>${esc(message.subject)}</td><td>${
          message.link ? `<a href="${esc(message.link)}">${esc(message.link)}</a>` : ''
        }</td></tr>`,
    )
    .join('');
  return layout({
    locale: 'en-CA',
    title: 'Outbox',
    wide: true,
    main: `<h1>Outbox</h1>
<p>Messages the identity provider would have emailed, newest first (<a href="/dev/outbox.json">JSON</a>; filter with <code>?to=</code>).</p>
${
  messages.length
    ? `<table><caption class="visually-hidden">Sent messages</caption><thead><tr><th scope="col">Created</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Link</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No messages yet.</p>'
}`,
  });
}
