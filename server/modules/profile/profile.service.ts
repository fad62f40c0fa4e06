import type { Profile, ProfileInput } from "../../../shared/types";
import type { Clock } from "../../lib/clock";
import type { Repositories } from "../../store/repositories";

const PROFILE_KEY = "profile";

export const EMPTY_PROFILE: Profile = {
  name: "",
  avatar: "",
  bio: "",
  linkedinUrl: "",
  instagramUrl: "",
  youtubeUrl: "",
  githubUrl: "",
  portfolioUrl: "",
};

export function createProfileService({ repositories, clock }: { repositories: Repositories; clock: Clock }) {
  return {
    async get(): Promise<Profile> {
      const stored = await repositories.settings.get<Partial<Profile>>(PROFILE_KEY);
      return { ...EMPTY_PROFILE, ...stored };
    },

    async update(input: ProfileInput): Promise<Profile> {
      const next = { ...(await this.get()), ...input };
      await repositories.settings.set(PROFILE_KEY, next, clock.now());
      return next;
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
