/**
 * @jest-environment node
 */
import { loadSiteApiRuntime } from './load-site-api-runtime';
import { catalogueSchemasStep } from './schema-steps/catalogue-schemas-step';
import { contentSchemasStep } from './schema-steps/content-schemas-step';
import { memberSchemasStep } from './schema-steps/member-schemas-step';

describe('loading the API client', () => {
  it('gives the client once the endpoints’ schemas are built, step by step', async () => {
    const runtime = await loadSiteApiRuntime();
    expect(runtime.createSiteApiRuntime).toEqual(expect.any(Function));
    for (const schema of [...memberSchemasStep, ...contentSchemasStep, ...catalogueSchemasStep]) expect(schema).toHaveProperty('_zod');
  });
});
