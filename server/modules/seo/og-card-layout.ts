import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { SITE_NAME, SITE_TAGLINE } from "../../../shared/constants";

const WIDTH = 1200;
const HEIGHT = 630;

const require = createRequire(import.meta.url);
const font = (file: string) => readFileSync(require.resolve(`@fontsource/${file}`));

/** satori and the fonts (satori reads WOFF, not WOFF2) load on the first card laid out. */
let engine: Promise<{ satori: typeof import("satori").default; fonts: Parameters<typeof import("satori").default>[1]["fonts"] }> | null =
  null;
const loadEngine = () =>
  (engine ??= import("satori").then((satori) => ({
    satori: satori.default,
    fonts: [
      {
        name: "Merriweather",
        data: font("merriweather/files/merriweather-latin-700-normal.woff"),
        weight: 700 as const,
        style: "normal" as const,
      },
      { name: "Inter", data: font("inter/files/inter-latin-400-normal.woff"), weight: 400 as const, style: "normal" as const },
      { name: "Inter", data: font("inter/files/inter-latin-700-normal.woff"), weight: 700 as const, style: "normal" as const },
    ],
  })));

const titleSize = (title: string) => (title.length > 90 ? 44 : title.length > 50 ? 54 : 64);

type Node = { type: string; props: Record<string, unknown> & { children?: unknown } };
const h = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({ type, props: { style, children } });

function layout(title: string, category: string): Node {
  const furrows = Array.from({ length: 7 }, (_, index) =>
    h("div", {
      position: "absolute",
      left: 0,
      right: 0,
      bottom: index * 18,
      height: 7,
      borderRadius: 4,
      backgroundColor: `rgba(163, 201, 120, ${0.05 + index * 0.02})`,
    }),
  );
  return h(
    "div",
    {
      width: WIDTH,
      height: HEIGHT,
      display: "flex",
      position: "relative",
      backgroundImage: "linear-gradient(135deg, #1d3a0c 0%, #2D5016 55%, #4A7C2A 100%)",
      fontFamily: "Inter",
      color: "#ffffff",
    },
    [
      ...furrows,
      h("div", {
        position: "absolute",
        top: 60,
        right: 80,
        width: 110,
        height: 110,
        borderRadius: 55,
        backgroundColor: "#f2c14e",
        opacity: 0.9,
      }),
      h(
        "div",
        {
          position: "absolute",
          top: 0,
          left: 0,
          right: 0,
          bottom: 0,
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          padding: "64px 80px 150px",
        },
        [
          h(
            "div",
            { display: "flex", alignItems: "center", gap: 16 },
            [
              h("div", { display: "flex", fontSize: 30, fontWeight: 700, letterSpacing: 1 }, SITE_NAME),
              category
                ? h(
                    "div",
                    {
                      display: "flex",
                      fontSize: 22,
                      fontWeight: 700,
                      padding: "6px 16px",
                      borderRadius: 999,
                      backgroundColor: "rgba(255,255,255,0.16)",
                      border: "1px solid rgba(255,255,255,0.35)",
                    },
                    category,
                  )
                : null,
            ].filter(Boolean),
          ),
          h(
            "div",
            {
              display: "flex",
              fontFamily: "Merriweather",
              fontWeight: 700,
              fontSize: titleSize(title),
              lineHeight: 1.22,
              maxWidth: 960,
              maxHeight: 260,
              overflow: "hidden",
            },
            title,
          ),
        ],
      ),
      h("div", { position: "absolute", left: 80, bottom: 56, display: "flex", fontSize: 24, color: "#e4efd8" }, SITE_TAGLINE),
    ],
  );
}

/** The card as SVG, its text drawn as paths, so rasterising it needs no fonts. */
export async function cardSvg(title: string, category: string): Promise<string> {
  const { satori, fonts } = await loadEngine();
  return satori(layout(title, category) as unknown as Parameters<typeof satori>[0], { width: WIDTH, height: HEIGHT, fonts });
}
