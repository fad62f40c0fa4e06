export * from "./common";
export * from "./post";
export * from "./comment";
export * from "./newsletter";
export * from "./profile";
export * from "./admin";
export * from "./seo";
export * from "./analytics";
