import { PAGES_DIR, POSTS_DIR } from "./export-layout";

/** README.md at the zip's root: what is where, and the few lines each generator needs. */
export function exportReadme(siteUrl: string, exportedAt: Date, posts: number): string {
  return `# Posts exported from Furrow

Exported from ${siteUrl} on ${exportedAt.toISOString()}: ${posts} post${posts === 1 ? "" : "s"}, drafts and scheduled ones included.

## Layout

Each post is a folder (a Hugo "page bundle"):

    ${POSTS_DIR}/{slug}/index.md        front matter (YAML) and the body in Markdown
    ${POSTS_DIR}/{slug}/{image}.webp    the post's images, its cover included, referenced by file name
    ${POSTS_DIR}/{slug}/comments.json   approved comments, oldest first
    ${PAGES_DIR}/{slug}/index.md        a page (About, Now...), which was at /{slug}; \`type: page\` in its front matter

Front matter fields:

| field | meaning |
| --- | --- |
| \`title\` | the title |
| \`slug\` | the address on Furrow was /blog/{slug} |
| \`date\` | when it was published (ISO 8601, UTC); for a draft, when it was created |
| \`updated\` | when it was last changed |
| \`publishDate\` | only for a scheduled post: when it is due to be published (its \`date\` too) |
| \`draft\` | true for drafts; a scheduled post is not a draft, its date is still to come |
| \`featured\` | shown first on the home page |
| \`tags\` | its tags |
| \`description\` | its excerpt |
| \`cover\` | its cover image: a file beside index.md, or a full address |
| \`aliases\` | its earlier addresses, which should lead to it |

comments.json is a list of \`{ "name", "date", "text", "reply": null | { "name", "date", "text" } }\`.
Commenters' e-mail addresses are not exported.

## Hugo

Copy \`content/\` into your site as is. To keep the old addresses, add to hugo.toml:

    [permalinks]
      posts = "/blog/:slug/"

\`aliases\` become redirects on their own. Themes name the cover differently (\`cover.image\`, \`image\`...):
map \`cover\` in your theme's templates if it does not show.

## Astro

Copy \`content/posts\` to \`src/content/posts\` and declare the collection in \`src/content.config.ts\`:

    import { defineCollection, z } from "astro:content";
    import { glob } from "astro/loaders";
    const posts = defineCollection({
      loader: glob({ pattern: "**/index.md", base: "./src/content/posts" }),
      schema: ({ image }) => z.object({
        title: z.string(), slug: z.string(), date: z.coerce.date(), updated: z.coerce.date(),
        draft: z.boolean(), tags: z.array(z.string()), description: z.string(),
        cover: z.union([image(), z.string().url()]).optional(), aliases: z.array(z.string()).optional(),
      }),
    });
    export const collections = { posts };

List only posts that are not drafts and whose \`date\` has come: the scheduled ones wait for theirs.

## Jekyll

Jekyll renders any Markdown file with front matter, so the folder works as it is: copy \`content/\` into
your site and give the posts a layout (and, if you like, their old addresses) in _config.yml:

    defaults:
      - scope: { path: "content/posts" }
        values: { layout: "post" }

The images sit beside each index.md, so they load at the page's own address (/content/posts/{slug}/).

## Furrow

Import this zip in another Furrow (Admin → Import): posts, tags, dates and images come back as they were.
`;
}
