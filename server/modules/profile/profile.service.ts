import type { AuthUser, Profile, ProfileInput } from "../../../shared/types";
import type { AuthorRecord } from "../../store/repositories/posts.record";
import type { Clock } from "../../lib/clock";
import type { SettingsRepository } from "../../store/repositories/settings.repository";

const PROFILE_KEY = "profile";

const EMPTY_PROFILE: Profile = {
  name: "",
  avatar: "",
  bio: "",
  linkedinUrl: "",
  instagramUrl: "",
  youtubeUrl: "",
  githubUrl: "",
  portfolioUrl: "",
  fediverseAlsoKnownAs: [],
};

export function createProfileService({
  settings,
  clock,
  changed = async () => {},
}: {
  settings: SettingsRepository;
  clock: Clock;
  /** Told once a change is stored: the fediverse sends followers the new profile. */
  changed?: () => Promise<void>;
}) {
  async function get(): Promise<Profile> {
    const stored = await settings.get<Partial<Profile>>(PROFILE_KEY);
    return { ...EMPTY_PROFILE, ...stored };
  }

  return {
    get,

    /** The byline a post gets when this user writes or takes it over: the profile's, else the account's name. */
    async authorFor(user: AuthUser): Promise<AuthorRecord> {
      const profile = await get();
      return { name: profile.name || user.name, avatar: profile.avatar, bio: profile.bio };
    },

    async update(input: ProfileInput): Promise<Profile> {
      const next = { ...(await get()), ...input };
      await settings.set(PROFILE_KEY, next, clock.now());
      await changed();
      return next;
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
