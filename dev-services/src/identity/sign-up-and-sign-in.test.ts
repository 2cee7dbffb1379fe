import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { alertOf, documentLanguage, formsOf, headingOf, linkHref, titleOf } from './testing/html';
import { Member, newMember, startIdentity, type TestIdentity } from './testing/fixtures';

describe('Signing up and signing in', () => {
  let identity: TestIdentity;
  before(async () => {
    identity = await startIdentity();
  });
  after(() => identity.dispose());

  it('shows the French sign-up form first when the site asks for screen_hint=signup and ui_locales=fr-CA', async () => {
    const member = new Member(identity);
    const page = await member.startAuthorization({ screenHint: 'signup', uiLocales: 'fr-CA' });

    assert.equal(page.status, 200);
    assert.equal(documentLanguage(page.html), 'fr-CA');
    assert.equal(headingOf(page.html), 'Créez votre compte Maple Rewards');
    assert.match(titleOf(page.html), /^Créer un compte – Maple Rewards$/);
    const fields = formsOf(page.html)[0]?.fields ?? [];
    assert.deepEqual(
      fields.map((field) => [field.name, field.label, field.autocomplete]),
      [
        ['email', 'Courriel', 'email'],
        ['password', 'Mot de passe', 'new-password'],
        ['givenName', 'Prénom', 'given-name'],
        ['familyName', 'Nom de famille', 'family-name'],
      ],
    );
  });

  it('creates the account, returns to the site with a code and the same state, and the code exchanges for the claims', async () => {
    const member = new Member(identity);
    const details = newMember({ givenName: '  Élise ', familyName: ' Tremblay  ' });
    const page = await member.startAuthorization({ screenHint: 'signup', uiLocales: 'fr-CA' });

    const landing = await member.browser.submit(page, { ...details, email: details.email.toUpperCase() });
    const claims = await member.exchange(member.codeFrom(landing));

    assert.ok(landing.url.startsWith('http://localhost:8080/auth/callback?'));
    assert.deepEqual(
      { ...claims, sub: typeof claims.sub, idToken: typeof claims.idToken },
      {
        sub: 'string',
        idToken: 'string',
        email: details.email,
        emailVerified: false,
        givenName: 'Élise',
        familyName: 'Tremblay',
        locale: 'fr-CA',
      },
    );
  });

  it('signs an existing member in with email and password and returns the same subject', async () => {
    const details = newMember();
    const first = new Member(identity);
    const signedUp = await first.exchange(await first.signUp(details));

    const member = new Member(identity);
    const landing = await member.signIn(details.email, details.password);
    const claims = await member.exchange(member.codeFrom(landing));

    assert.equal(claims.sub, signedUp.sub);
    assert.equal(claims.locale, 'en-CA');
  });

  it('shows the sign-in page in English by default, with labelled inputs and links to sign up and to reset the password', async () => {
    const member = new Member(identity);
    const page = await member.startAuthorization();

    assert.equal(documentLanguage(page.html), 'en-CA');
    assert.equal(headingOf(page.html), 'Sign in to Maple Rewards');
    assert.deepEqual(
      formsOf(page.html)[0]?.fields.map((field) => [field.name, field.label, field.autocomplete]),
      [
        ['email', 'Email', 'username'],
        ['password', 'Password', 'current-password'],
      ],
    );
    const uid = new URL(page.url).pathname.split('/')[2];
    assert.equal(linkHref(page.html, 'Create an account'), `/interaction/${uid}/signup?ui_locales=en-CA`);
    assert.equal(linkHref(page.html, 'Forgot your password?'), `/interaction/${uid}/forgot?ui_locales=en-CA`);
    assert.equal(linkHref(page.html, 'Français'), `/interaction/${uid}/signin?ui_locales=fr-CA`);
  });

  it('refuses a wrong password with "Wrong email or password." and does not say which one was wrong', async () => {
    const details = newMember();
    await new Member(identity).signUp(details);

    const wrongPassword = await new Member(identity).signIn(details.email, 'not-the-password1');
    const unknownEmail = await new Member(identity).signIn('nobody@example.com', details.password);

    assert.equal(wrongPassword.status, 400);
    assert.equal(alertOf(wrongPassword.html), 'There is a problem Wrong email or password.');
    assert.equal(alertOf(unknownEmail.html), alertOf(wrongPassword.html));
    assert.match(titleOf(wrongPassword.html), /^Error: Sign in/);
  });

  it('says "Courriel ou mot de passe erroné." to a French member with a wrong password', async () => {
    const details = newMember();
    await new Member(identity).signUp(details);

    const landing = await new Member(identity).signIn(details.email, 'wrong-password9', { uiLocales: 'fr' });

    assert.equal(documentLanguage(landing.html), 'fr-CA');
    assert.equal(alertOf(landing.html), 'Un problème est survenu Courriel ou mot de passe erroné.');
  });

  it('refuses a second sign-up with the same email, whatever its case, in English and in French', async () => {
    const details = newMember();
    await new Member(identity).signUp(details);

    const english = new Member(identity);
    const englishPage = await english.startAuthorization({ screenHint: 'signup' });
    const englishAgain = await english.browser.submit(englishPage, { ...details, email: details.email.toUpperCase() });

    const french = new Member(identity);
    const frenchPage = await french.startAuthorization({ screenHint: 'signup', uiLocales: 'fr-CA' });
    const frenchAgain = await french.browser.submit(frenchPage, details);

    assert.equal(englishAgain.status, 400);
    assert.match(alertOf(englishAgain.html), /An account with that email already exists\./);
    assert.ok(linkHref(englishAgain.html, 'Sign in with your existing email and password')?.endsWith('/signin?ui_locales=en-CA'));
    assert.match(alertOf(frenchAgain.html), /Un compte associé à cette adresse courriel existe déjà\./);
    assert.ok(linkHref(frenchAgain.html, 'Connectez-vous')?.endsWith('/signin?ui_locales=fr-CA'));
  });

  it('names every invalid sign-up field in the error summary and keeps what was typed, except the password', async () => {
    const member = new Member(identity);
    const page = await member.startAuthorization({ screenHint: 'signup' });

    const landing = await member.browser.submit(page, { email: 'not-an-email', password: 'short', givenName: '   ', familyName: '' });

    assert.equal(landing.status, 400);
    assert.equal(
      alertOf(landing.html),
      'There is a problem Enter a valid email address, like name@example.com. ' +
        'Your password must have at least 8 characters. ' +
        'Enter your first name. Enter your last name.',
    );
    assert.match(landing.html, /<a href="#email">/);
    assert.match(landing.html, /id="email"[^>]*value="not-an-email"[^>]*aria-invalid="true"/);
    assert.doesNotMatch(landing.html, /value="short"/);
  });

  it('refuses a common password, saying why in English and in French', async () => {
    const english = new Member(identity);
    const englishPage = await english.startAuthorization({ screenHint: 'signup' });
    const french = new Member(identity);
    const frenchPage = await french.startAuthorization({ screenHint: 'signup', uiLocales: 'fr-CA' });

    const refused = await english.browser.submit(englishPage, newMember({ password: 'password1' }));
    const refusé = await french.browser.submit(frenchPage, newMember({ password: 'motdepasse1' }));

    assert.equal(refused.status, 400);
    assert.equal(
      alertOf(refused.html),
      'There is a problem This password is too easy to guess: this is a commonly used password. Try a few unrelated words.',
    );
    assert.equal(refusé.status, 400);
    assert.match(alertOf(refusé.html), /^Un problème est survenu Ce mot de passe est trop facile à deviner/);
  });

  it('refuses a password built from the member’s own name or email address', async () => {
    const member = new Member(identity);
    const page = await member.startAuthorization({ screenHint: 'signup' });
    const details = newMember({ email: 'elise.tremblay@example.com' });

    const landing = await member.browser.submit(page, { ...details, password: 'Elise.Tremblay!' });

    assert.equal(landing.status, 400);
    assert.match(alertOf(landing.html), /This password is too easy to guess: there should not be any personal or page related data\./);
  });

  it('switches from sign-in to sign-up within the same authorization', async () => {
    const member = new Member(identity);
    const signInPage = await member.startAuthorization({ uiLocales: 'fr-CA' });
    const signUpHref = linkHref(signInPage.html, 'Créer un compte');
    assert.ok(signUpHref);

    const signUpPage = await member.browser.open(new URL(signUpHref, signInPage.url).href);
    const claims = await member.exchange(member.codeFrom(await member.browser.submit(signUpPage, newMember())));

    assert.equal(headingOf(signUpPage.html), 'Créez votre compte Maple Rewards');
    assert.equal(claims.locale, 'fr-CA');
  });
});
