/**
 * The headers every answer of the identity provider carries. The pages run no inline script
 * or style (their stylesheet and the one script are files of the provider), cannot be framed,
 * send no referrer to other sites and ask for no device feature. Forms may post to the provider itself and,
 * because a browser applies `form-action` to the redirects that follow a submission, to the
 * registered sites it sends members back to. HSTS in production, where every page is https.
 */
export function securityHeaders(options: { production: boolean; formTargets: readonly string[] }): Record<string, string> {
  const formAction = ["'self'", ...new Set(options.formTargets.map((target) => new URL(target).origin))].join(' ');
  const headers: Record<string, string> = {
    'Content-Security-Policy': [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self'",
      "connect-src 'self'",
      `form-action ${formAction}`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    // same-origin, not no-referrer: with no-referrer a browser sends `Origin: null` on the pages' own form posts.
    'Referrer-Policy': 'same-origin',
    'Permissions-Policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  if (options.production) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}
