import * as schemas from "../../../shared/schemas";
import { endpoint } from "../../api/endpoint";
import type { NavigationService } from "./navigation.service";

export function navigationEndpoints({ navigation }: { navigation: NavigationService }) {
  return [
    endpoint({
      method: "get",
      path: "/api/navigation",
      tag: "Navigation",
      access: "public",
      summary: "The top bar's and the footer's links",
      response: schemas.navigationSchema,
      // The links are a setting and nothing else: a post write leaves this answer in the cache.
      cache: { reads: ["settings"] },
      handle: () => navigation.get(),
    }),
    endpoint({
      method: "get",
      path: "/api/admin/navigation",
      tag: "Admin: navigation",
      access: "admin",
      summary: "The editable navigation",
      response: schemas.navigationSchema,
      handle: () => navigation.get(),
    }),
    endpoint({
      method: "put",
      path: "/api/admin/navigation",
      tag: "Admin: navigation",
      access: "admin",
      summary: "Replace the top bar's and the footer's links (site paths or http(s) addresses)",
      body: schemas.navigationInputSchema,
      response: schemas.navigationSchema,
      example: {
        topBar: [
          { label: "Contact", href: "/contact" },
          { label: "Articles", href: "/posts" },
        ],
        footer: [{ label: "Posts", href: "/posts" }],
      },
      handle: ({ body }) => navigation.update(body),
    }),
  ];
}
