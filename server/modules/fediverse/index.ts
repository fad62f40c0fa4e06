export { createFediverseIdentity, type FediverseIdentity } from "./identity";
export { ACTOR_KEY_SETTING } from "./actor-keys";
export { createFediverse, type Fediverse } from "./create-fediverse";
export { type FediverseDocuments } from "./fediverse-documents";
export { fediverseRoutes } from "./fediverse.routes";
export { inboxRoutes } from "./inbox/inbox.routes";
export { wantsActivityJson } from "./activity-streams";
