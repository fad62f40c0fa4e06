import session from "express-session";
import type { SessionsRepository } from "../../store/repositories/sessions.repository";

const DEFAULT_TTL_MS = 14 * 24 * 60 * 60 * 1000;

/** express-session over the active document store, so sessions survive a restart on either engine. */
export class DocumentSessionStore extends session.Store {
  constructor(private readonly sessions: SessionsRepository) {
    super();
  }

  private expiry(data: session.SessionData): Date {
    const expires = data.cookie?.expires;
    return expires ? new Date(expires) : new Date(Date.now() + DEFAULT_TTL_MS);
  }

  override get(id: string, callback: (error: unknown, data?: session.SessionData | null) => void): void {
    this.sessions
      .get(id, new Date())
      .then((raw) => callback(null, raw ? (JSON.parse(raw) as session.SessionData) : null))
      .catch((error) => callback(error));
  }

  override set(id: string, data: session.SessionData, callback?: (error?: unknown) => void): void {
    this.sessions
      .set(id, JSON.stringify(data), this.expiry(data))
      .then(() => callback?.())
      .catch((error) => callback?.(error));
  }

  override touch(id: string, data: session.SessionData, callback?: () => void): void {
    this.sessions
      .touch(id, this.expiry(data))
      .then(() => callback?.())
      .catch(() => callback?.());
  }

  override destroy(id: string, callback?: (error?: unknown) => void): void {
    this.sessions
      .destroy(id)
      .then(() => callback?.())
      .catch((error) => callback?.(error));
  }
}
