import { describe, expect, it, vi } from "vitest";
import { ANALYTICS } from "@shared/analytics";
import { record } from "./beacon";

describe("the analytics beacon", () => {
  it("names a page by the path the server serves, even when the router hands it decoded", () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal("navigator", { ...navigator, sendBeacon });
    record({ pageView: "/tags/soil health" });
    record({ pageView: "/tags/soil%20health" });
    record({ pageView: "/admin" });
    const sent = sendBeacon.mock.calls.map((call: unknown[]) => [call[0], JSON.parse(String(call[1])).path]);
    expect(sent).toEqual([
      [ANALYTICS.collectPath, "/tags/soil%20health"],
      [ANALYTICS.collectPath, "/tags/soil%20health"],
    ]);
  });
});
