import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "@shared/constants";
import { AppProviders } from "@/app/providers";
import { createQueryClient } from "@/lib/query-client";
import type { AuthUser } from "@shared/types";
import { reply, replyError, routeFetch } from "@/test/render";
import { renderApp } from "@/test/render-app";
import { adminSession } from "@/test/fixtures";
import { SignInScreen } from "./sign-in-screen";

beforeEach(() => localStorage.clear());

function renderSignIn(reload = vi.fn()) {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <SignInScreen reload={reload} />
    </AppProviders>,
  );
  return reload;
}

const demoUser = adminSession.user;

/** The dashboard's first reads on a site with nothing in it; anything else is a 404. */
function emptySite(path: string): Response {
  if (path === "/api/admin/stats")
    return reply("GET /api/admin/stats", { posts: 0, published: 0, drafts: 0, commentsPending: 0, subscribers: 0 });
  if (path === "/api/admin/blog-posts") return reply("GET /api/admin/blog-posts", []);
  return replyError(404, "Not found");
}

describe("the sign-in screen", () => {
  it("offers a configured provider as a sign-in link and explains what an unconfigured one needs", async () => {
    routeFetch(() => reply("GET /api/auth/options", { google: false, github: true, demo: false }));
    renderSignIn();

    const github = await screen.findByRole("link", { name: "Sign in with GitHub" });
    expect(github).toHaveAttribute("href", "/auth/github");
    const google = screen.getByRole("button", { name: "Sign in with Google" });
    expect(google).toBeDisabled();
    expect(google).toHaveAccessibleDescription(/set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/);
    expect(screen.queryByRole("button", { name: "Demo login" })).not.toBeInTheDocument();
    expect(screen.getByText(`${window.location.origin}/auth/google/callback`)).toBeInTheDocument();
  });

  it("signs in with the demo login, stores the user as the spec says, and reloads", async () => {
    const { requests } = routeFetch(({ path }) =>
      path === "/auth/demo"
        ? reply("POST /auth/demo", adminSession)
        : reply("GET /api/auth/options", { google: true, github: true, demo: true }),
    );
    const reload = renderSignIn();

    expect(await screen.findByRole("link", { name: "Sign in with Google" })).toHaveAttribute("href", "/auth/google");
    await userEvent.click(screen.getByRole("button", { name: "Demo login" }));

    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(requests.at(-1)).toMatchObject({ method: "POST", path: "/auth/demo" });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.authUser)!)).toEqual(demoUser);
    expect(localStorage.getItem(STORAGE_KEYS.isAuthenticated)).toBe("true");
  });
});

describe("who gets the dashboard", () => {
  it("shows the sign-in screen and clears stored auth when the server says the session is invalid", async () => {
    localStorage.setItem(STORAGE_KEYS.authUser, JSON.stringify(demoUser));
    localStorage.setItem(STORAGE_KEYS.isAuthenticated, "true");
    localStorage.setItem(STORAGE_KEYS.adminRecord, "{}");
    localStorage.setItem(STORAGE_KEYS.sessionId, "old");
    routeFetch(({ path }) =>
      path === "/api/admin/verify-session"
        ? replyError(401, "Sign in first")
        : reply("GET /api/auth/options", { google: true, github: true, demo: true }),
    );
    renderApp("/admin");

    expect(await screen.findByRole("heading", { name: "Admin sign-in" })).toBeInTheDocument();
    for (const key of Object.values(STORAGE_KEYS).filter((key) => key !== STORAGE_KEYS.draft)) {
      expect(localStorage.getItem(key)).toBeNull();
    }
  });

  it("refuses an account that is not an administrator, and signs it out", async () => {
    let signedIn = true;
    const outsider: AuthUser = { id: "u2", name: "Visitor", email: "visitor@example.com", provider: "github" };
    const { requests } = routeFetch(({ path }) => {
      if (path === "/api/admin/verify-session")
        return reply(
          "GET /api/admin/verify-session",
          signedIn ? { authenticated: true, isAdmin: false, user: outsider } : { authenticated: false, isAdmin: false, user: null },
        );
      if (path === "/api/admin/logout") {
        signedIn = false;
        return reply("POST /api/admin/logout", { ok: true });
      }
      return reply("GET /api/auth/options", { google: true, github: true, demo: false });
    });
    renderApp("/admin");

    expect(await screen.findByRole("heading", { name: "This account is not an administrator" })).toBeInTheDocument();
    expect(screen.getByText("visitor@example.com")).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.isAuthenticated)).toBe("true");
    expect(localStorage.getItem(STORAGE_KEYS.adminRecord)).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Sign out" }));
    expect(await screen.findByRole("heading", { name: "Admin sign-in" })).toBeInTheDocument();
    expect(requests.some((request) => request.method === "POST" && request.path === "/api/admin/logout")).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.authUser)).toBeNull();
  });

  it("mirrors an administrator's session into storage and shows the dashboard", async () => {
    routeFetch(({ path }) =>
      path === "/api/admin/verify-session" ? reply("GET /api/admin/verify-session", adminSession) : emptySite(path),
    );
    renderApp("/admin");

    expect(await screen.findByRole("heading", { name: "Admin Dashboard" })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.adminRecord)!)).toMatchObject({ email: "demo@furrow.local" });
    expect(localStorage.getItem(STORAGE_KEYS.sessionId)).toBe("demo:demo-admin");
  });
});

describe("the auth callback", () => {
  it("checks the session, then goes to /admin", async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { requests } = routeFetch(async ({ path }) => {
      if (path !== "/api/admin/verify-session") return emptySite(path);
      await answered;
      return reply("GET /api/admin/verify-session", adminSession);
    });
    const app = renderApp("/auth/callback");

    expect(await screen.findByRole("heading", { name: "Completing authentication..." })).toBeInTheDocument();
    expect(screen.getByText("Please wait...")).toBeInTheDocument();
    expect(app.currentPath()).toBe("/auth/callback");
    answer();
    await waitFor(() => expect(app.currentPath()).toBe("/admin"));
    expect(requests[0].path).toBe("/api/admin/verify-session");
  });

  it("goes to /admin even when the check fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    routeFetch(({ path }) =>
      path === "/api/admin/verify-session"
        ? replyError(500, "boom")
        : reply("GET /api/auth/options", { google: true, github: true, demo: true }),
    );
    const app = renderApp("/auth/callback");

    await waitFor(() => expect(app.currentPath()).toBe("/admin"));
    expect(console.error).toHaveBeenCalled();
  });
});
