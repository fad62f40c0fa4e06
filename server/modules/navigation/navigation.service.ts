import { DEFAULT_NAVIGATION } from "../../../shared/navigation-editing";
import type { Navigation, NavigationInput } from "../../../shared/types";
import type { Clock } from "../../lib/clock";
import type { SettingsRepository } from "../../store/repositories/settings.repository";

// One settings document: a save is a settings write, so the response cache drops every public
// page and answer that drew the old links (see server/http/cache/cache-rule.ts).
const NAVIGATION_KEY = "navigation";

export function createNavigationService({ settings, clock }: { settings: SettingsRepository; clock: Clock }) {
  return {
    /** The author's links, or the spec's Posts and Contact until the author has saved any. */
    async get(): Promise<Navigation> {
      return (await settings.get<Navigation>(NAVIGATION_KEY)) ?? DEFAULT_NAVIGATION;
    },

    async update(input: NavigationInput): Promise<Navigation> {
      const next: Navigation = { topBar: input.topBar, footer: input.footer };
      await settings.set(NAVIGATION_KEY, next, clock.now());
      return next;
    },
  };
}

export type NavigationService = ReturnType<typeof createNavigationService>;
