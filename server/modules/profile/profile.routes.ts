import { Router } from "express";
import type { ProfileService } from "./profile.service";

export function profileRoutes(profile: ProfileService): Router {
  const router = Router();
  router.get("/", async (_req, res) => {
    res.json(await profile.get());
  });
  return router;
}
