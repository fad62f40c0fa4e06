import { STORAGE_KEYS } from "@shared/constants";
import type { AuthUser, SessionVerification } from "@shared/types";

/**
 * The spec's stored-auth keys (section 4). They are a hint for this browser only: the server's
 * session cookie decides, so every screen confirms with verify-session and these follow its answer.
 */

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage disabled or full: the session cookie still works, only the hint is missing.
  }
}

function remove(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Same as above: nothing to clear when storage is unavailable.
  }
}

export function clearStoredAuth(): void {
  for (const key of [STORAGE_KEYS.authUser, STORAGE_KEYS.isAuthenticated, STORAGE_KEYS.adminRecord, STORAGE_KEYS.sessionId]) {
    remove(key);
  }
}

/** The stored user with its is-authenticated flag: the spec's "signed in" state. */
export function storeSignedInUser(user: AuthUser): void {
  write(STORAGE_KEYS.authUser, JSON.stringify(user));
  write(STORAGE_KEYS.isAuthenticated, "true");
}

/**
 * The admin record and "session id". The real session id stays in an httpOnly cookie that scripts
 * must never read, so the stored value only names whose session this browser holds.
 */
function storeAdminRecord(user: AuthUser): void {
  write(STORAGE_KEYS.adminRecord, JSON.stringify({ id: user.id, name: user.name, email: user.email }));
  write(STORAGE_KEYS.sessionId, `${user.provider}:${user.id}`);
}

/** Makes storage say what the server just said; an invalid session clears everything. */
export function mirrorSession(session: SessionVerification): void {
  if (!session.authenticated || !session.user) {
    clearStoredAuth();
    return;
  }
  storeSignedInUser(session.user);
  if (session.isAdmin) storeAdminRecord(session.user);
  else {
    remove(STORAGE_KEYS.adminRecord);
    remove(STORAGE_KEYS.sessionId);
  }
}
