/** "1 post found", "4 posts found": 'post' for one, 'posts' otherwise. */
export const postCountLabel = (count: number) => `${count} ${count === 1 ? "post" : "posts"} found`;
