import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import request from "supertest";
import { OAuth2Server } from "oauth2-mock-server";
import { startTestApp, type TestApp } from "../../test/test-app";

type Agent = ReturnType<TestApp["agent"]>;
interface UserInfoResponse {
  body: unknown;
  statusCode: number;
}

const PUBLIC_URL = "http://127.0.0.1:3999";
const ADMIN = "mara@example.com";

describe.each(["google", "github"] as const)("signing in with %s (authorization-code flow against a mock provider)", (provider) => {
  let oauth: OAuth2Server;
  let t: TestApp;
  let identity: { email: string; verified: boolean };

  beforeAll(async () => {
    oauth = new OAuth2Server();
    await oauth.issuer.keys.generate("RS256");
    await oauth.start(0, "127.0.0.1");
    const issuer = oauth.issuer.url!;
    // The mock answers one userinfo route; it speaks Google's or GitHub's shape depending on the query.
    oauth.service.on("beforeUserinfo", (response: UserInfoResponse, req: { url?: string }) => {
      const kind = new URL(req.url ?? "/", issuer).searchParams.get("kind");
      if (kind === "github-emails") {
        response.body = [
          { email: "old@example.com", primary: false, verified: true },
          { email: identity.email, primary: true, verified: identity.verified },
        ];
      } else if (kind === "github-user") {
        response.body = { id: 4242, login: "mara", name: "Mara Lindqvist", avatar_url: "https://avatars.example/mara.png" };
      } else {
        response.body = {
          sub: "g-4242",
          name: "Mara Lindqvist",
          email: identity.email,
          email_verified: identity.verified,
          picture: "https://lh.example/mara.png",
        };
      }
    });
    const upper = provider.toUpperCase();
    t = await startTestApp({
      env: {
        PUBLIC_URL,
        ADMIN_EMAILS: `Someone@Example.org, ${ADMIN.toUpperCase()}`,
        [`${upper}_CLIENT_ID`]: "furrow-client",
        [`${upper}_CLIENT_SECRET`]: "furrow-secret",
        [`${upper}_AUTHORIZATION_URL`]: `${issuer}/authorize`,
        [`${upper}_TOKEN_URL`]: `${issuer}/token`,
        ...(provider === "google"
          ? { GOOGLE_USERINFO_URL: `${issuer}/userinfo` }
          : { GITHUB_USER_URL: `${issuer}/userinfo?kind=github-user`, GITHUB_EMAILS_URL: `${issuer}/userinfo?kind=github-emails` }),
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await oauth.stop();
  });
  beforeEach(() => {
    identity = { email: ADMIN, verified: true };
  });

  /** Follows the browser's redirects: our app -> provider's consent -> our callback. */
  async function signIn(agent: Agent, tamper?: (callback: URL) => void) {
    const start = await agent.get(`/auth/${provider}`).expect(302);
    const authorize = new URL(start.headers.location);
    expect(authorize.origin + authorize.pathname).toBe(`${oauth.issuer.url}/authorize`);
    expect(authorize.searchParams.get("redirect_uri")).toBe(`${PUBLIC_URL}/auth/${provider}/callback`);
    expect(authorize.searchParams.get("state")).toBeTruthy();
    const startCookie = start.headers["set-cookie"]?.[0]?.split(";")[0];

    const consent = await fetch(authorize, { redirect: "manual" });
    const callback = new URL(consent.headers.get("location")!);
    expect(callback.searchParams.get("code")).toBeTruthy();
    tamper?.(callback);
    const finish = await agent.get(callback.pathname + callback.search).expect(302);
    return { startCookie, finish };
  }

  it("signs an admin in: a new session id, the account stored, and the admin area open", async () => {
    const agent = t.agent();
    const { startCookie, finish } = await signIn(agent);
    expect(finish.headers.location).toBe("/auth/callback");
    const signedInCookie = finish.headers["set-cookie"]?.[0]?.split(";")[0];
    expect(signedInCookie).toMatch(/^furrow\.sid=/);
    expect(signedInCookie).not.toBe(startCookie);

    const session = (await agent.get("/api/admin/verify-session").expect(200)).body;
    expect(session).toMatchObject({ authenticated: true, isAdmin: true, user: { email: ADMIN, provider, name: "Mara Lindqvist" } });
    await agent.get("/api/admin/stats").expect(200);
    const stored = await t.services.repositories.users.findByProvider(provider, provider === "google" ? "g-4242" : "4242");
    expect(stored).toMatchObject({ email: ADMIN, name: "Mara Lindqvist" });
  });

  it("signs the same account in again without making a second one", async () => {
    await signIn(t.agent());
    await signIn(t.agent());
    expect((await t.services.repositories.users.list()).filter((user) => user.provider === provider)).toHaveLength(1);
  });

  it("refuses a tampered state and starts no session", async () => {
    const agent = t.agent();
    const { finish } = await signIn(agent, (callback) => callback.searchParams.set("state", "forged-state"));
    expect(finish.headers.location).toBe(`/admin?signInError=${provider}`);
    const session = (await agent.get("/api/admin/verify-session").expect(200)).body;
    expect(session).toEqual({ authenticated: false, user: null, isAdmin: false });
    await agent.get("/api/admin/stats").expect(401);
  });

  it("signs in an account whose e-mail is not in ADMIN_EMAILS, and every admin route answers it 403", async () => {
    identity = { email: "reader@example.net", verified: true };
    const agent = t.agent();
    await signIn(agent);
    const session = (await agent.get("/api/admin/verify-session").expect(200)).body;
    expect(session).toMatchObject({ authenticated: true, isAdmin: false, user: { email: "reader@example.net" } });
    for (const [method, path] of [
      ["get", "/api/admin/blog-posts"],
      ["post", "/api/admin/blog-posts"],
      ["patch", "/api/admin/blog-posts/abc"],
      ["delete", "/api/admin/blog-posts/abc"],
      ["get", "/api/admin/comments"],
      ["put", "/api/comments/abc/approve"],
      ["delete", "/api/comments/abc"],
      ["get", "/api/admin/profile"],
      ["put", "/api/admin/profile"],
      ["get", "/api/admin/navigation"],
      ["put", "/api/admin/navigation"],
      ["get", "/api/admin/stats"],
      ["get", "/api/admin/seo-overview"],
    ] as const) {
      const res = await agent[method](path).send({ title: "x" });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.error).toBe("This account is not an administrator");
    }
  });

  it("does not trust an address the provider has not verified", async () => {
    identity = { email: ADMIN, verified: false };
    const agent = t.agent();
    await signIn(agent);
    const session = (await agent.get("/api/admin/verify-session").expect(200)).body;
    expect(session.isAdmin).toBe(false);
    await agent.get("/api/admin/stats").expect(403);
  });

  it("signs out: the session is gone on the server", async () => {
    const agent = t.agent();
    const { finish } = await signIn(agent);
    const cookie = finish.headers["set-cookie"]![0].split(";")[0];
    await agent.post("/api/admin/logout").expect(200);
    const res = await request(t.app).get("/api/admin/verify-session").set("Cookie", cookie).expect(200);
    expect(res.body.authenticated).toBe(false);
  });

  it("offers only the configured provider on the sign-in screen", async () => {
    const options = (await request(t.app).get("/api/auth/options").expect(200)).body;
    expect(options).toEqual({ google: provider === "google", github: provider === "github", demo: true });
    const other = provider === "google" ? "github" : "google";
    const res = await request(t.app).get(`/auth/${other}`).expect(404);
    expect(res.body.error).toContain(`${other.toUpperCase()}_CLIENT_ID`);
  });
});
