export { createFediverseIdentity, type FediverseIdentity } from "./identity";
export { actorKeys, ACTOR_KEY_SETTING } from "./actor-keys";
export { createFediverseDocuments, type FediverseDocuments } from "./fediverse-documents";
export { fediverseRoutes } from "./fediverse.routes";
export { wantsActivityJson } from "./activity-streams";
