import type * as z from "zod";
import { cachedRoute, type CachedRoute } from "../http/cache/cached-routes";
import type { AnyEndpoint } from "./endpoint";

type QuerySchema = z.ZodObject & { def: { catchall?: { _zod: { def: { type: string } } } } };

/** A strict object schema (`.strict()`) answers 400 to a key it does not know. */
const refusesUnknown = (schema: QuerySchema) => schema.def.catchall?._zod.def.type === "never";

/**
 * The routes the response cache keeps, read from the endpoint table: each endpoint that declares
 * `cache`, in the table's order (the order Express matches them, so /search is found before
 * /{slugOrId}), keyed by its query schema's parameters.
 */
export function cachedEndpoints(endpoints: readonly AnyEndpoint[]): CachedRoute[] {
  return endpoints
    .filter((endpoint) => endpoint.method === "get" && endpoint.cache !== undefined)
    .map((endpoint) => {
      const query = endpoint.query as QuerySchema | undefined;
      const params = query ? Object.keys(query.shape) : [];
      return cachedRoute(endpoint.path, { ...endpoint.cache!, params }, { strict: query !== undefined && refusesUnknown(query) });
    });
}
