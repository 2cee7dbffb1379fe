// Apart from the other content schemas: the shell checks the visitor's country at start.
import * as z from 'zod/mini';

/** `geo` answer: where the visitor seems to be. */
export const geoSchema = z.object({
  country: z.string().check(z.length(2)),
  region: z.nullable(z.string()),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  proxy: z.boolean(),
});

/** The geo answer. */
export type Geo = z.infer<typeof geoSchema>;
