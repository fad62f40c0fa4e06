/** "1 post found", "4 posts found" (spec §2: 'post' or 'posts'). */
export const postCountLabel = (count: number) => `${count} ${count === 1 ? "post" : "posts"} found`;
