import type { Config } from "tailwindcss";

// Tailwind 4 reads this through `@config` in client/src/index.css.
export default {
  content: ["./client/index.html", "./client/src/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: {
          DEFAULT: "#2D5016",
          light: "#4A7C2A",
          pale: "#EEF4E8",
          earth: "#8B5E34",
        },
      },
      fontFamily: {
        sans: ["Inter", "ui-sans-serif", "system-ui", "-apple-system", "Segoe UI", "Roboto", "sans-serif"],
        serif: ["Georgia", "Cambria", "Times New Roman", "serif"],
      },
    },
  },
} satisfies Config;
