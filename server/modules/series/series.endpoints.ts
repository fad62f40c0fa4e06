import * as z from "zod";
import * as schemas from "../../../shared/schemas";
import { endpoint } from "../../api/endpoint";
import { PUBLIC_CONTENT } from "../../http/cache/cache-rule";
import { NotFoundError } from "../../lib/errors";
import type { SeriesService } from "./series.service";

/** The author's series: made, renamed, described and deleted here; a post is placed in one from the editor. */
export function seriesEndpoints({ series }: { series: SeriesService }) {
  return [
    endpoint({
      method: "get",
      path: "/api/series/{slug}",
      tag: "Posts",
      access: "public",
      summary: "A series with its published parts in order",
      params: schemas.seriesSlugParamsSchema,
      response: schemas.publicSeriesSchema,
      cache: { reads: PUBLIC_CONTENT },
      async handle({ params }) {
        const found = await series.publicSeries(params.slug);
        if (!found) throw new NotFoundError("Series not found");
        return found;
      },
    }),
    endpoint({
      method: "get",
      path: "/api/admin/series",
      tag: "Admin: series",
      access: "admin",
      summary: "Every series with its parts (drafts too), by position",
      response: z.array(schemas.seriesSchema),
      handle: () => series.list(),
    }),
    endpoint({
      method: "post",
      path: "/api/admin/series",
      tag: "Admin: series",
      access: "admin",
      summary: "Create a series",
      body: schemas.seriesInputSchema,
      status: 201,
      response: schemas.seriesSchema,
      example: { title: "Soil health", description: "Reading a field from the ground up." },
      handle: ({ body }) => series.create(body),
    }),
    endpoint({
      method: "put",
      path: "/api/admin/series/{id}",
      tag: "Admin: series",
      access: "admin",
      summary: "Rename or describe a series",
      params: schemas.idParamsSchema,
      body: schemas.seriesInputSchema,
      response: schemas.seriesSchema,
      example: { title: "Soil health", description: "Reading a field from the ground up." },
      handle: ({ params, body }) => series.update(params.id, body),
    }),
    endpoint({
      method: "delete",
      path: "/api/admin/series/{id}",
      tag: "Admin: series",
      access: "admin",
      summary: "Delete a series; its posts stay, in no series",
      params: schemas.idParamsSchema,
      status: 204,
      handle: ({ params }) => series.delete(params.id),
    }),
    endpoint({
      method: "put",
      path: "/api/admin/blog-posts/{id}/series",
      tag: "Admin: series",
      access: "admin",
      summary: "Put a post in a series at a position (or, with seriesId null, take it out); 409 if another post holds the position",
      params: schemas.idParamsSchema,
      body: schemas.postSeriesInputSchema,
      response: schemas.postSeriesMembershipSchema.nullable(),
      errors: { 409: "Another post of the series is at that position" },
      example: { seriesId: "s1", position: 2 },
      async handle({ params, body }) {
        const placed = await series.place(params.id, body);
        return placed ? { seriesId: placed.id, position: placed.position } : null;
      },
    }),
  ];
}
