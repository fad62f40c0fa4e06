// Activities shaped like the ones Mastodon sends, so the blog meets the fields and nesting it will
// meet in the wild (an Undo embeds the whole Follow, a Delete of an account names the account).
import { randomUUID } from "node:crypto";

export const AS_CONTEXT = "https://www.w3.org/ns/activitystreams";
export const PUBLIC = "https://www.w3.org/ns/activitystreams#Public";

export interface ActivityJson {
  id: string;
  type: string;
  actor: string;
  object?: unknown;
  [key: string]: unknown;
}

export interface NoteJson {
  id: string;
  type: "Note";
  attributedTo: string;
  content: string;
  inReplyTo: string | null;
  to: string[];
  cc: string[];
  [key: string]: unknown;
}

export interface NoteOptions {
  inReplyTo?: string | null;
  content: string;
  to?: string[];
  cc?: string[];
}

export interface ActivityBuilders {
  follow(user: string, targetActorId: string): ActivityJson;
  undo(activity: ActivityJson): ActivityJson;
  note(user: string, options: NoteOptions): NoteJson;
  create(note: NoteJson): ActivityJson;
  update(note: NoteJson): ActivityJson;
  /** Mastodon's Delete of a status: the object is a Tombstone with the status's id. */
  deleteNote(note: NoteJson): ActivityJson;
  like(user: string, objectId: string): ActivityJson;
  announce(user: string, objectId: string): ActivityJson;
  deleteActor(user: string): ActivityJson;
  move(user: string, fromActorId: string, toActorId: string): ActivityJson;
}

/**
 * Builders whose ids live under the stand-in's actors. Ids carry a UUID rather than a counter:
 * a later stand-in may get the same port, and the blog must not take its activities for repeats.
 * `keep` stores each note so the stand-in can serve it when the blog fetches it by id (null once deleted).
 */
export function activityBuilders(actorId: (user: string) => string, keep: (id: string, note: NoteJson | null) => void): ActivityBuilders {
  const activity = (user: string, type: string, fields: Record<string, unknown>): ActivityJson => ({
    "@context": AS_CONTEXT,
    id: `${actorId(user)}/activities/${randomUUID()}`,
    type,
    actor: actorId(user),
    ...fields,
  });
  const userOf = (id: string) => decodeURIComponent(id.slice(id.lastIndexOf("/users/") + "/users/".length).split("/")[0]);
  const withoutContext = ({ "@context": _context, ...rest }: Record<string, unknown>) => rest;
  const around = (type: string, note: NoteJson, id: string): ActivityJson => ({
    ...activity(userOf(note.attributedTo), type, { to: note.to, cc: note.cc, object: withoutContext(note) }),
    id,
    published: new Date().toISOString(),
  });

  return {
    follow: (user, targetActorId) => activity(user, "Follow", { object: targetActorId }),
    undo: (undone) => ({ ...activity(userOf(undone.actor), "Undo", { object: withoutContext(undone) }), id: `${undone.id}/undo` }),
    note(user, { inReplyTo = null, content, to = [PUBLIC], cc = [`${actorId(user)}/followers`] }) {
      const id = `${actorId(user)}/statuses/${randomUUID()}`;
      const note: NoteJson = {
        "@context": AS_CONTEXT,
        id,
        type: "Note",
        attributedTo: actorId(user),
        content,
        inReplyTo,
        to,
        cc,
        published: new Date().toISOString(),
        url: id,
        summary: null,
        sensitive: false,
        tag: [],
        attachment: [],
      };
      keep(id, note);
      return note;
    },
    create: (note) => around("Create", note, `${note.id}/activity`),
    update(note) {
      keep(note.id, note);
      return around("Update", note, `${note.id}#updates/${randomUUID()}`);
    },
    deleteNote(note) {
      keep(note.id, null);
      return activity(userOf(note.attributedTo), "Delete", { to: [PUBLIC], object: { id: note.id, type: "Tombstone", atomUri: note.id } });
    },
    like: (user, objectId) => activity(user, "Like", { object: objectId }),
    announce: (user, objectId) =>
      activity(user, "Announce", {
        published: new Date().toISOString(),
        to: [PUBLIC],
        cc: [`${actorId(user)}/followers`],
        object: objectId,
      }),
    deleteActor: (user) => activity(user, "Delete", { to: [PUBLIC], object: actorId(user) }),
    move: (user, fromActorId, toActorId) => activity(user, "Move", { object: fromActorId, target: toActorId }),
  };
}
