/**
 * The share images' figures against their budgets (cached under 5 ms, first render under 200 ms): /api/og-image first render and cached latency, and the
 * time to serve an article's HTML with its head written in, on a real server process.
 */
import autocannon from "autocannon";
import { startBenchServer } from "./pages";

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

const { server, pages } = await startBenchServer();
try {
  const og = `${server.url}/api/og-image`;
  const cold = await timed(`${og}?title=${encodeURIComponent("The very first card this process draws")}&category=Soil`);
  const firstRenders: number[] = [];
  for (let i = 0; i < 20; i++)
    firstRenders.push(
      await timed(
        `${og}?title=${encodeURIComponent(`Variable-rate nitrogen, field ${i}: what the zones say`)}&category=Precision%20Farming`,
      ),
    );
  const cached: number[] = [];
  for (let i = 0; i < 500; i++)
    cached.push(
      await timed(`${og}?title=${encodeURIComponent("Variable-rate nitrogen, field 3: what the zones say")}&category=Precision%20Farming`),
    );

  console.log("/api/og-image (budget: cached under 5 ms, first render under 200 ms)");
  console.log(`  first card after start (fonts load)   ${cold.toFixed(1)} ms`);
  console.log(
    `  first render of a new title           p50 ${percentile(firstRenders, 50).toFixed(1)} ms, max ${Math.max(...firstRenders).toFixed(1)} ms (20 titles)`,
  );
  console.log(
    `  cached                                p50 ${percentile(cached, 50).toFixed(2)} ms, p99 ${percentile(cached, 99).toFixed(2)} ms (500 requests)`,
  );

  const article = server.url + pages.article;
  const sequential: number[] = [];
  for (let i = 0; i < 300; i++) sequential.push(await timed(article));
  const load = await autocannon({ url: article, connections: 50, duration: 8 });
  console.log(`\nArticle page HTML with its head injected (${pages.article})`);
  console.log(
    `  one at a time                         p50 ${percentile(sequential, 50).toFixed(2)} ms, p99 ${percentile(sequential, 99).toFixed(2)} ms`,
  );
  console.log(
    `  50 connections                        ${Math.round(load.requests.average)} req/s, p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms, errors ${load.errors + load.non2xx}`,
  );
} finally {
  await server.stop();
}
