import * as schemas from "../../../shared/schemas";
import { endpoint } from "../../api/endpoint";
import { PUBLIC_CONTENT } from "../../http/cache/cache-rule";
import type { ProfileService } from "./profile.service";

export function profileEndpoints({ profile }: { profile: ProfileService }) {
  return [
    endpoint({
      method: "get",
      path: "/api/profile",
      tag: "Profile",
      access: "public",
      summary: "The author's public profile and social links",
      response: schemas.profileSchema,
      cache: { reads: PUBLIC_CONTENT },
      handle: () => profile.get(),
    }),
    endpoint({
      method: "get",
      path: "/api/admin/profile",
      tag: "Admin: profile",
      access: "admin",
      summary: "The editable profile",
      response: schemas.profileSchema,
      handle: () => profile.get(),
    }),
    endpoint({
      method: "put",
      path: "/api/admin/profile",
      tag: "Admin: profile",
      access: "admin",
      summary: "Update the profile (http(s) links only)",
      body: schemas.profileInputSchema,
      response: schemas.profileSchema,
      example: { name: "Mara Lindqvist", githubUrl: "https://github.com/maralindqvist" },
      handle: ({ body }) => profile.update(body),
    }),
  ];
}
