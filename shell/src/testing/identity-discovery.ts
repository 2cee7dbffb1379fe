import type { SiteConfig } from '@maple/contracts';

/** The discovery document of a test identity provider at the configuration's issuer. */
function discoveryDocument(config: SiteConfig) {
  const issuer = new URL(config.identity.issuer).href;
  return {
    issuer,
    authorization_endpoint: new URL('auth', issuer).href,
    end_session_endpoint: new URL('session/end', issuer).href,
    authorization_response_iss_parameter_supported: true,
  };
}

/** A fetch that answers the provider's discovery request, or fails like an unreachable provider. */
export function discoveryFetch(config: SiteConfig, { reachable = true }: { reachable?: boolean } = {}): typeof fetch {
  return async (input) => {
    if (!reachable) throw new TypeError('fetch failed');
    const url = input instanceof Request ? input.url : String(input);
    if (!url.endsWith('/.well-known/openid-configuration')) return new Response('not found', { status: 404 });
    return new Response(JSON.stringify(discoveryDocument(config)), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
}
