/**
 * An email address as the site shows it (spec section 5): the first character stays, every
 * other character of the name, the domain and its suffix becomes `*`; `@` and dots stay.
 * `jane.doe@example.com` → `j*******@*******.***`.
 */
export function maskedEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 1) return email.replace(/[^@.]/g, '*');
  return `${email.charAt(0)}${email.slice(1, at).replace(/./g, '*')}@${email.slice(at + 1).replace(/[^.]/g, '*')}`;
}
