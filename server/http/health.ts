import { Router } from "express";

const READY_TIMEOUT_MS = 2000;

/**
 * /healthz: the process answers. /readyz: the store answers too (503 with the reason when not).
 * Both are cheap enough for a load balancer to poll every second.
 */
export function healthRoutes(pingStore: () => Promise<void>): Router {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "ok", uptimeSeconds: Math.round(process.uptime()) });
  });
  router.get("/readyz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    try {
      await Promise.race([
        pingStore(),
        new Promise((_resolve, reject) =>
          setTimeout(() => reject(new Error(`the store did not answer within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS).unref(),
        ),
      ]);
      res.json({ status: "ready" });
    } catch (error) {
      res.status(503).json({ status: "unavailable", reason: error instanceof Error ? error.message : String(error) });
    }
  });
  return router;
}
