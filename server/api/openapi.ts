import * as z from "zod";
import { errorResponseSchema } from "../../shared/schemas";
import type { AnyEndpoint } from "./endpoint";

const ADMIN_NOTE =
  "Needs an admin session cookie (furrow.sid). In development, POST /auth/demo signs you in at once (Postman keeps the cookie). In production, sign in with Google or GitHub in a browser at /admin, with an e-mail listed in ADMIN_EMAILS, and send that cookie.";

function jsonSchema(schema: z.ZodType, io: "input" | "output") {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as Record<string, unknown>;
  return rest;
}

function parameters(route: AnyEndpoint) {
  const list: Record<string, unknown>[] = [];
  const add = (object: z.ZodObject | undefined, where: "path" | "query") => {
    if (!object) return;
    const schema = jsonSchema(object, "input") as { properties?: Record<string, unknown>; required?: string[] };
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      list.push({ name, in: where, required: where === "path" || (schema.required ?? []).includes(name), schema: property });
    }
  };
  add(route.params, "path");
  add(route.query, "query");
  return list;
}

function operation(route: AnyEndpoint) {
  const status = String(route.status ?? 200);
  const errors: Record<string, unknown> = {
    "400": {
      description: "Invalid input; details name each field",
      content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
    },
  };
  if (route.access === "admin") {
    errors["401"] = { description: "No session", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } };
    errors["403"] = {
      description: "Signed in, but not an administrator",
      content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
    };
  }
  if (route.params)
    errors["404"] = { description: "Not found", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } };
  // A form past its rate limit is sent back to its page (the 303), never answered 429.
  if (route.rateLimit && !route.form)
    errors["429"] = {
      description: "Too many calls from this client; Retry-After says when to try again",
      content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
    };
  for (const [status, description] of Object.entries(route.errors ?? {})) {
    errors[status] = { description, content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } };
  }

  const success: Record<string, unknown> = { description: route.summary };
  if (route.response) {
    success.content = { "application/json": { schema: jsonSchema(route.response, "output") } };
  } else if (route.responseMediaType) {
    success.content = { [route.responseMediaType]: { schema: { type: "string", format: "binary" } } };
  }
  if (route.headers)
    success.headers = Object.fromEntries(
      Object.entries(route.headers).map(([name, description]) => [name, { description, schema: { type: "string" } }]),
    );

  const result: Record<string, unknown> = {
    tags: [route.tag],
    summary: route.summary,
    description: [route.description, route.access === "admin" ? ADMIN_NOTE : undefined].filter(Boolean).join("\n\n") || undefined,
    operationId: `${route.method}${route.path.replace(/[{}]/g, "").replace(/[^A-Za-z0-9]+(.)?/g, (_m, letter: string | undefined) => (letter ? letter.toUpperCase() : ""))}`,
    parameters: parameters(route),
    responses: { [status]: success, ...errors },
  };
  if (route.access === "admin") result.security = [{ sessionCookie: [] }];
  if (route.body) {
    result.requestBody = {
      required: true,
      content: {
        [route.form ? "application/x-www-form-urlencoded" : "application/json"]: {
          schema: jsonSchema(route.body, "input"),
          ...(route.example !== undefined ? { example: route.example } : {}),
        },
      },
    };
  } else if (route.rawBody) {
    result.requestBody = {
      required: true,
      content: Object.fromEntries(route.rawBody.types.map((type: string) => [type, { schema: { type: "string", format: "binary" } }])),
    };
  } else if (route.streamedBody) {
    result.requestBody = {
      required: true,
      content: Object.fromEntries(route.streamedBody.types.map((type: string) => [type, { schema: { type: "string", format: "binary" } }])),
    };
  }
  return result;
}

/** The OpenAPI 3.1 document for the endpoint table, from the same zod schemas that check each request. */
export function buildOpenApi(endpoints: AnyEndpoint[], publicUrl: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of endpoints) (paths[route.path] ??= {})[route.method] = operation(route);
  return {
    openapi: "3.1.0",
    info: {
      title: "Furrow API",
      version: "1.0.0",
      description:
        'The API behind the Furrow blog: public reading, comments and newsletter, and the author\'s admin area.\n\nErrors are JSON: `{ "error": "...", "details"?: [{ "path", "message" }] }`. Admin routes need a session: ' +
        ADMIN_NOTE,
    },
    servers: [{ url: publicUrl }],
    tags: [...new Set(endpoints.map((route) => route.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { sessionCookie: { type: "apiKey", in: "cookie", name: "furrow.sid", description: ADMIN_NOTE } },
      schemas: { Error: jsonSchema(errorResponseSchema, "output") },
    },
  };
}
