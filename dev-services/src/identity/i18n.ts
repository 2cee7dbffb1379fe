import type { IdentityLocale } from './types';

export const DEFAULT_LOCALE: IdentityLocale = 'en-CA';

/**
 * Picks the page language from a `ui_locales`-style value: a space-separated list of language
 * tags in order of preference. `fr`, `fr-CA` (any `fr-*`) give French, `en`, `en-*` English.
 */
export function resolveLocale(value: unknown): IdentityLocale | undefined {
  if (typeof value !== 'string') return undefined;
  for (const tag of value
    .trim()
    .toLowerCase()
    .split(/[\s,]+/)) {
    const language = tag.split(/[-_;]/)[0];
    if (language === 'fr') return 'fr-CA';
    if (language === 'en') return 'en-CA';
  }
  return undefined;
}

/** The first French or English language of an Accept-Language header, if any. */
export function localeFromAcceptLanguage(header: string | undefined): IdentityLocale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q) };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const locale = resolveLocale(tag);
    if (locale) return locale;
  }
  return undefined;
}

const en = {
  siteName: 'Maple Rewards',
  otherLanguageName: 'Français',
  otherLanguageLabel: 'Voir cette page en français',
  errorSummaryTitle: 'There is a problem',
  errorPrefix: 'Error:',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  newPasswordLabel: 'New password',
  givenNameLabel: 'First name',
  familyNameLabel: 'Last name',
  passwordHint: 'At least 8 characters, hard to guess: a few unrelated words make a good password.',

  signInTitle: 'Sign in',
  signInHeading: 'Sign in to Maple Rewards',
  signInButton: 'Sign in',
  signInWrongCredentials: 'Wrong email or password.',
  signInMissingEmail: 'Enter your email address.',
  signInMissingPassword: 'Enter your password.',
  signInForgotLink: 'Forgot your password?',
  signInSignUpPrompt: 'New to Maple Rewards?',
  signInSignUpLink: 'Create an account',

  signUpTitle: 'Create an account',
  signUpHeading: 'Create your Maple Rewards account',
  signUpButton: 'Create account',
  signUpSignInPrompt: 'Already have an account?',
  signUpSignInLink: 'Sign in',
  signUpDuplicateEmail: 'An account with that email already exists.',
  signUpDuplicateEmailLink: 'Sign in with your existing email and password',

  invalidEmail: 'Enter a valid email address, like name@example.com.',
  invalidPassword: 'Your password must have at least 8 characters.',
  guessablePassword: (advice?: string) =>
    `This password is too easy to guess${advice ? `: ${advice.replace(/\.$/, '').toLowerCase()}` : ''}. Try a few unrelated words.`,
  predictablePassword:
    'This password is too easy to guess: names of places, of the country or of this site are among the first guesses, even with a year, digits or symbols added. Try a few unrelated words.',
  tooManyAttempts: (seconds: number) => {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return `Too many attempts. For your security, try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
  },
  formExpired: 'This form has expired or did not come from this page. Please try again.',
  missingGivenName: 'Enter your first name.',
  missingFamilyName: 'Enter your last name.',
  tooLong: (label: string, max: number) => `${label} must be ${max} characters or fewer.`,

  forgotTitle: 'Reset your password',
  forgotHeading: 'Reset your password',
  forgotIntro: "Enter the email address of your account. We'll send you a link to choose a new password.",
  forgotButton: 'Send the link',
  backToSignIn: 'Back to sign in',

  sentTitle: 'Check your email',
  sentHeading: 'Check your email',
  sentBody: (email: string) =>
    `If an account exists for ${email}, we've sent it a link to reset your password. The link expires in 1 hour.`,
  sentSpam: "If you don't see the email after five minutes, check your spam or junk folder.",

  resetTitle: 'Choose a new password',
  resetHeading: 'Choose a new password',
  resetButton: 'Save the new password',
  resetDoneTitle: 'Your password has been changed',
  resetDoneHeading: 'Your password has been changed',
  resetDoneBody: 'You can now sign in with your new password.',
  resetExpiredTitle: 'This link is no longer valid',
  resetExpiredHeading: 'This link is no longer valid',
  resetExpiredBody: 'This password reset link has expired or has already been used. Ask for a new link.',
  askNewLink: 'Ask for a new link',

  resetEmailSubject: 'Reset your Maple Rewards password',
  resetEmailBody: (link: string) =>
    `Hello,\n\nWe received a request to reset the password of your Maple Rewards account. Choose a new password here:\n\n${link}\n\nThis link expires in 1 hour and can be used once. If you didn't ask for it, you can ignore this message.\n\nMaple Rewards`,

  returnToSite: 'Return to Maple Rewards',
  sessionExpiredTitle: 'Your sign-in session has expired',
  sessionExpiredHeading: 'Your sign-in session has expired',
  sessionExpiredBody: 'This page is no longer valid. Go back to Maple Rewards and sign in again.',
  formUnreadable: "We couldn't read the form. Please try again.",
  formTooLarge: 'The form sent was too large. Please try again.',
  notFoundTitle: 'Page not found',
  notFoundHeading: 'Page not found',
  notFoundBody: 'There is no page at this address.',
  methodNotAllowed: 'This page cannot be used that way.',
  httpsRequiredTitle: 'A secure connection is required',
  httpsRequiredBody: 'Open this page with an https:// address.',
  errorTitle: 'Something went wrong',
  errorHeading: 'Something went wrong',
  errorBody: 'OOPS! Something went wrong. Please try again.',
  errorDetails: 'Details for support',

  logoutTitle: 'Signing you out',
  logoutHeading: 'Signing you out',
  logoutBody: 'One moment while we sign you out of Maple Rewards.',
  continueButton: 'Continue',
  logoutConfirmTitle: 'Sign out of Maple Rewards?',
  logoutConfirmBody: 'You are still signed in to your Maple Rewards account on this device. Sign out to end that session.',
  logoutConfirmButton: 'Sign out',
  logoutStay: 'Stay signed in and return to Maple Rewards',
  loggedOutTitle: "You're signed out",
  loggedOutHeading: "You're signed out",
  loggedOutBody: 'You have been signed out of Maple Rewards.',

  verifyEmailSubject: 'Confirm your Maple Rewards email address',
  verifyEmailBody: (link: string) =>
    `Hello,\n\nWelcome to Maple Rewards! Confirm your email address to start earning points:\n\n${link}\n\nThis link expires in 7 days. If you didn't create an account, you can ignore this message.\n\nMaple Rewards`,
  verifyTitle: 'Confirm your email address',
  verifyHeading: 'Confirm your email address',
  verifyIntro: (email: string) => `Confirm that ${email} is your email address to start earning points.`,
  verifyButton: 'Confirm my email address',
  verifiedTitle: 'Your email address is confirmed',
  verifiedHeading: 'Your email address is confirmed',
  verifiedBody: 'Thank you! You can now earn points with Maple Rewards.',
  verifyExpiredTitle: 'This link is no longer valid',
  verifyExpiredBody: 'This confirmation link has expired or has already been used. Sign in to Maple Rewards to ask for a new one.',
};

type Messages = typeof en;

const fr: Messages = {
  siteName: 'Maple Rewards',
  otherLanguageName: 'English',
  otherLanguageLabel: 'View this page in English',
  errorSummaryTitle: 'Un problème est survenu',
  errorPrefix: 'Erreur :',
  emailLabel: 'Courriel',
  passwordLabel: 'Mot de passe',
  newPasswordLabel: 'Nouveau mot de passe',
  givenNameLabel: 'Prénom',
  familyNameLabel: 'Nom de famille',
  passwordHint: 'Au moins 8 caractères, difficile à deviner : quelques mots sans lien entre eux font un bon mot de passe.',

  signInTitle: 'Se connecter',
  signInHeading: 'Connectez-vous à Maple Rewards',
  signInButton: 'Se connecter',
  signInWrongCredentials: 'Courriel ou mot de passe erroné.',
  signInMissingEmail: 'Entrez votre adresse courriel.',
  signInMissingPassword: 'Entrez votre mot de passe.',
  signInForgotLink: 'Mot de passe oublié?',
  signInSignUpPrompt: 'Nouveau chez Maple Rewards?',
  signInSignUpLink: 'Créer un compte',

  signUpTitle: 'Créer un compte',
  signUpHeading: 'Créez votre compte Maple Rewards',
  signUpButton: 'Créer le compte',
  signUpSignInPrompt: 'Vous avez déjà un compte?',
  signUpSignInLink: 'Se connecter',
  signUpDuplicateEmail: 'Un compte associé à cette adresse courriel existe déjà.',
  signUpDuplicateEmailLink: 'Connectez-vous avec votre courriel et votre mot de passe actuels',

  invalidEmail: 'Entrez une adresse courriel valide, comme nom@exemple.com.',
  invalidPassword: 'Votre mot de passe doit comporter au moins 8 caractères.',
  guessablePassword: (advice?: string) =>
    `Ce mot de passe est trop facile à deviner${advice ? ` : ${advice.replace(/\.$/, '').toLowerCase()}` : ''}. Essayez quelques mots sans lien entre eux.`,
  predictablePassword:
    'Ce mot de passe est trop facile à deviner\u00a0: les noms de lieux, du pays ou de ce site sont parmi les premiers essais, même suivis d’une année, de chiffres ou de symboles. Essayez quelques mots sans lien entre eux.',
  tooManyAttempts: (seconds: number) => {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return `Trop de tentatives. Pour votre sécurité, réessayez dans ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
  },
  formExpired: 'Ce formulaire a expiré ou ne vient pas de cette page. Veuillez réessayer.',
  missingGivenName: 'Entrez votre prénom.',
  missingFamilyName: 'Entrez votre nom de famille.',
  tooLong: (label: string, max: number) => `${label} : ${max} caractères au maximum.`,

  forgotTitle: 'Réinitialiser votre mot de passe',
  forgotHeading: 'Réinitialisez votre mot de passe',
  forgotIntro: "Entrez l'adresse courriel de votre compte. Nous vous enverrons un lien pour choisir un nouveau mot de passe.",
  forgotButton: 'Envoyer le lien',
  backToSignIn: 'Retour à la connexion',

  sentTitle: 'Vérifiez vos courriels',
  sentHeading: 'Vérifiez vos courriels',
  sentBody: (email: string) =>
    `Si un compte existe pour ${email}, nous lui avons envoyé un lien pour réinitialiser votre mot de passe. Le lien expire dans 1 heure.`,
  sentSpam: "Si vous ne voyez pas le courriel d'ici cinq minutes, vérifiez votre dossier de courrier indésirable.",

  resetTitle: 'Choisir un nouveau mot de passe',
  resetHeading: 'Choisissez un nouveau mot de passe',
  resetButton: 'Enregistrer le nouveau mot de passe',
  resetDoneTitle: 'Votre mot de passe a été modifié',
  resetDoneHeading: 'Votre mot de passe a été modifié',
  resetDoneBody: 'Vous pouvez maintenant vous connecter avec votre nouveau mot de passe.',
  resetExpiredTitle: "Ce lien n'est plus valide",
  resetExpiredHeading: "Ce lien n'est plus valide",
  resetExpiredBody: 'Ce lien de réinitialisation a expiré ou a déjà été utilisé. Demandez un nouveau lien.',
  askNewLink: 'Demander un nouveau lien',

  resetEmailSubject: 'Réinitialisez votre mot de passe Maple Rewards',
  resetEmailBody: (link: string) =>
    `Bonjour,\n\nNous avons reçu une demande de réinitialisation du mot de passe de votre compte Maple Rewards. Choisissez un nouveau mot de passe ici :\n\n${link}\n\nCe lien expire dans 1 heure et ne peut servir qu'une fois. Si vous n'avez rien demandé, vous pouvez ignorer ce message.\n\nMaple Rewards`,

  returnToSite: 'Retourner à Maple Rewards',
  sessionExpiredTitle: 'Votre session de connexion a expiré',
  sessionExpiredHeading: 'Votre session de connexion a expiré',
  sessionExpiredBody: "Cette page n'est plus valide. Retournez à Maple Rewards et connectez-vous de nouveau.",
  formUnreadable: "Nous n'avons pas pu lire le formulaire. Veuillez réessayer.",
  formTooLarge: 'Le formulaire envoyé était trop volumineux. Veuillez réessayer.',
  notFoundTitle: 'Page introuvable',
  notFoundHeading: 'Page introuvable',
  notFoundBody: "Il n'y a aucune page à cette adresse.",
  methodNotAllowed: 'Cette page ne peut pas être utilisée de cette façon.',
  httpsRequiredTitle: 'Une connexion sécurisée est requise',
  httpsRequiredBody: 'Ouvrez cette page avec une adresse https://.',
  errorTitle: 'Une erreur est survenue',
  errorHeading: 'Une erreur est survenue',
  errorBody: 'OUPS! Une erreur est survenue. Veuillez réessayer.',
  errorDetails: 'Détails pour le soutien technique',

  logoutTitle: 'Déconnexion en cours',
  logoutHeading: 'Déconnexion en cours',
  logoutBody: 'Un instant, nous fermons votre session Maple Rewards.',
  continueButton: 'Continuer',
  logoutConfirmTitle: 'Vous déconnecter de Maple Rewards?',
  logoutConfirmBody:
    'Vous êtes toujours connecté à votre compte Maple Rewards sur cet appareil. Déconnectez-vous pour fermer cette session.',
  logoutConfirmButton: 'Se déconnecter',
  logoutStay: 'Rester connecté et retourner à Maple Rewards',
  loggedOutTitle: 'Votre session est fermée',
  loggedOutHeading: 'Votre session est fermée',
  loggedOutBody: 'Votre session Maple Rewards a bien été fermée.',

  verifyEmailSubject: 'Confirmez votre adresse courriel Maple Rewards',
  verifyEmailBody: (link: string) =>
    `Bonjour,\n\nBienvenue chez Maple Rewards! Confirmez votre adresse courriel pour commencer à accumuler des points :\n\n${link}\n\nCe lien expire dans 7 jours. Si vous n'avez pas créé de compte, vous pouvez ignorer ce message.\n\nMaple Rewards`,
  verifyTitle: 'Confirmer votre adresse courriel',
  verifyHeading: 'Confirmez votre adresse courriel',
  verifyIntro: (email: string) => `Confirmez que ${email} est bien votre adresse courriel pour commencer à accumuler des points.`,
  verifyButton: 'Confirmer mon adresse courriel',
  verifiedTitle: 'Votre adresse courriel est confirmée',
  verifiedHeading: 'Votre adresse courriel est confirmée',
  verifiedBody: 'Merci! Vous pouvez maintenant accumuler des points avec Maple Rewards.',
  verifyExpiredTitle: "Ce lien n'est plus valide",
  verifyExpiredBody: 'Ce lien de confirmation a expiré ou a déjà été utilisé. Connectez-vous à Maple Rewards pour en demander un nouveau.',
};

const catalogue: Record<IdentityLocale, Messages> = { 'en-CA': en, 'fr-CA': fr };

export function messagesFor(locale: IdentityLocale): Messages {
  return catalogue[locale];
}

export function otherLocale(locale: IdentityLocale): IdentityLocale {
  return locale === 'fr-CA' ? 'en-CA' : 'fr-CA';
}
