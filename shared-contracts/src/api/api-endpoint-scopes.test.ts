import { apiEndpoints } from './api-endpoints';
import { apiEndpointScopes } from './api-endpoint-scopes';

describe('apiEndpointScopes', () => {
  it('gives every endpoint, and only those, the access and language dependence of its definition', () => {
    const fromDefinitions = Object.fromEntries(
      Object.entries(apiEndpoints).map(([id, endpoint]) => [
        id,
        { access: endpoint.access, ...('localized' in endpoint && endpoint.localized ? { localized: true } : {}) },
      ]),
    );

    expect(apiEndpointScopes).toEqual(fromDefinitions);
  });
});
