const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[A-Za-z]{2,}/g;

/**
 * Masks an email for display and telemetry (spec section 5): the first character stays,
 * every other letter of the name, the domain and its suffix becomes `*`; `@` and dots stay.
 * `jane.doe@example.com` → `j*******@*******.***`.
 */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 1) return email.replace(/[^@.]/g, '*');
  const [first] = email;
  const local = email.slice(1, at).replace(/./g, '*');
  const domain = email.slice(at + 1).replace(/[^.]/g, '*');
  return `${first}${local}@${domain}`;
}

/** Masks every email address inside a text. */
export function maskEmailsIn(text: string): string {
  return text.replace(EMAIL, (email) => maskEmail(email));
}

/**
 * Keys whose values never reach the log: every password field (new and current), anything
 * phone-like, auth codes, PKCE verifiers, states, tokens and secrets, every part of an
 * address, and receipt photos (base64 images are large and may show card digits).
 */
const SECRET_KEYS =
  /password|phone|mobile|^tel|cell|auth_?code|code_?verifier|verifier|^state$|stored_?state|token|secret|address|street|postal|zip|city|province|territory|^state_?code$|^image$/i;

/**
 * A copy of a value safe for the monitoring log (spec section 8, hardened): passwords, phone
 * numbers, auth codes and verifiers, tokens, addresses and receipt photos become asterisks,
 * emails are masked wherever they appear.
 */
export function maskForLog(value: unknown): unknown {
  if (typeof value === 'string') return maskEmailsIn(value);
  if (Array.isArray(value)) return value.map(maskForLog);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        SECRET_KEYS.test(key) && inner != null && inner !== '' ? '********' : maskForLog(inner),
      ]),
    );
  }
  return value;
}
