import { yieldToBrowser } from '@maple/platform/tasks';
import type * as SiteApiRuntime from './site-api-runtime';

/**
 * Loads the API client's chunk and evaluates it in steps, each in a task of its own: zod builds a
 * schema when its module is evaluated, and every endpoint's schemas took a phone 100 ms and more
 * in one task (issue 18). One download: the steps are in the chunk (`eager`), only evaluated later.
 */
export async function loadSiteApiRuntime(): Promise<typeof SiteApiRuntime> {
  await import(/* webpackMode: "eager" */ './schema-steps/member-schemas-step');
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ './schema-steps/content-schemas-step');
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ './schema-steps/catalogue-schemas-step');
  await yieldToBrowser();
  return import(/* webpackMode: "eager" */ './site-api-runtime');
}
