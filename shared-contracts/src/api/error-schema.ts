import * as z from 'zod/mini';

/** The body of every error answer of the consumer API. */
export const apiErrorBodySchema = z.object({
  statusCode: z.int(),
  message: z.string(),
});

/** An error answer's body. */
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
