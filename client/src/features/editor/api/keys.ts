export const editorKeys = {
  post: (id: string) => ["admin", "post", id] as const,
};
