import type { Document } from "../types";

/** Another server's account as the blog last fetched it: its key checks what it signs; its inbox takes deliveries. */
export interface FediverseActorRecord extends Document {
  keyId: string;
  publicKeyPem: string;
  inbox: string;
  sharedInbox: string | null;
  /** `@name@host`, from its preferredUsername and its id's host. */
  handle: string;
  name: string;
  /** Its profile page (for people), else its id. */
  url: string;
  alsoKnownAs: string[];
  fetchedAt: Date;
}
