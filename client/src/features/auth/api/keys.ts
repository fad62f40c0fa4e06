export const authKeys = {
  session: ["session"] as const,
  signInOptions: ["auth", "options"] as const,
};
