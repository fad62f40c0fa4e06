// The start-up yardstick for bench:startup: node, Express and zod (the two libraries every route of
// Furrow stands on) and nothing else, answering /healthz on PORT. What Furrow's own start costs
// is its time to a first answer less this one's.
import express from "express";
import { z } from "zod";

const app = express();
const health = z.object({ ok: z.literal(true) });
app.get("/healthz", (_req, res) => res.json(health.parse({ ok: true })));
app.listen(Number(process.env.PORT), "127.0.0.1");
