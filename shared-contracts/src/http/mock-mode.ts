import * as z from 'zod/mini';
import { type ApiEndpointId, apiEndpoints } from '../api/api-endpoints';

/**
 * The local-storage key prefix of the test-only mock mode (spec section 7): a flag
 * `maple:mock:<endpoint id>` overrides that call's request payload and/or its response.
 * Development builds only: production builds compile the mock mode out.
 */
export const MOCK_FLAG_PREFIX = 'maple:mock:';

const mockFlagSchema = z.strictObject({
  /** Fields laid over the request body before it is validated and sent. */
  payload: z.optional(z.record(z.string(), z.unknown())),
  /** The answer given instead of calling the API; it is validated like a real one. */
  response: z.optional(
    z.strictObject({
      status: z.number().check(z.int(), z.gte(200), z.lte(599)),
      body: z.optional(z.unknown()),
    }),
  ),
});

/** What a mock flag asks for one call. */
export type MockFlag = z.infer<typeof mockFlagSchema>;

/** Finds the mock flag of a call, or null when the call is not mocked. */
export type MockFlags = (id: ApiEndpointId) => MockFlag | null;

/**
 * Reads mock flags from storage at call time (set one in the console, the next call uses
 * it). A flag that is not JSON or not of the expected shape is ignored with a warning that
 * says why, so a typo never breaks the page.
 */
export function storageMockFlags(storage: Pick<Storage, 'getItem'>): MockFlags {
  return (id) => {
    const key = `${MOCK_FLAG_PREFIX}${id}`;
    let raw: string | null;
    try {
      raw = storage.getItem(key);
    } catch {
      return null;
    }
    if (raw === null) return null;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      console.warn(`[mock mode] ${key} is not JSON; ignored`);
      return null;
    }
    const parsed = mockFlagSchema.safeParse(value);
    if (!parsed.success) {
      console.warn(`[mock mode] ${key} must be {"payload"?: {...}, "response"?: {"status": 200-599, "body"?: ...}}; ignored`);
      return null;
    }
    console.info(`[mock mode] ${apiEndpoints[id].method} ${apiEndpoints[id].path} overridden by ${key}`);
    return parsed.data;
  };
}
