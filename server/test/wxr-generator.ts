/**
 * A WordPress export of any size, written straight to disk one item at a time: the streaming test
 * reads a few thousand posts from it, the import bench a 200 MB file. Every post has a featured
 * image whose attachment is written after all the posts (the order WordPress may use), a few
 * paragraphs, tags and comments, so the reader does the work a real file gives it.
 */
import { createWriteStream } from "node:fs";
import { once } from "node:events";

export interface GeneratedWxr {
  posts: number;
  comments: number;
  bytes: number;
}

const LOREM =
  "Cover crops hold the soil through the winter, feed its life and give the spring drill a bed to work in. " +
  "Rye, vetch and clover each bring something; mixed, they bring more. ";

function post(n: number, paragraphs: number, comments: number, images: boolean): string {
  const body = Array.from(
    { length: paragraphs },
    (_, p) => `<!-- wp:paragraph -->\n<p>${p === 0 ? `Post ${n} &amp; its field. ` : ""}${LOREM.repeat(3)}</p>\n<!-- /wp:paragraph -->`,
  ).join("\n\n");
  const commentXml = Array.from(
    { length: comments },
    (_, c) => `
		<wp:comment>
			<wp:comment_id>${n * 100 + c}</wp:comment_id>
			<wp:comment_author><![CDATA[Reader ${c}]]></wp:comment_author>
			<wp:comment_author_email><![CDATA[reader${c}@example.net]]></wp:comment_author_email>
			<wp:comment_date_gmt><![CDATA[2020-01-02 03:04:${String(c % 60).padStart(2, "0")}]]></wp:comment_date_gmt>
			<wp:comment_content><![CDATA[Thanks for post ${n}, comment ${c}.]]></wp:comment_content>
			<wp:comment_approved><![CDATA[1]]></wp:comment_approved>
			<wp:comment_type><![CDATA[comment]]></wp:comment_type>
			<wp:comment_parent>${c > 0 && c % 3 === 0 ? n * 100 : 0}</wp:comment_parent>
		</wp:comment>`,
  ).join("");
  return `
	<item>
		<title><![CDATA[Field note ${n}: soil & seed]]></title>
		<link>https://bench.example.com/2020/01/02/field-note-${n}/</link>
		<pubDate>Thu, 02 Jan 2020 03:04:05 +0000</pubDate>
		<guid isPermaLink="false">https://bench.example.com/?p=${n}</guid>
		<content:encoded><![CDATA[${body}]]></content:encoded>
		<excerpt:encoded><![CDATA[]]></excerpt:encoded>
		<wp:post_id>${n}</wp:post_id>
		<wp:post_date_gmt><![CDATA[2020-01-02 03:04:05]]></wp:post_date_gmt>
		<wp:post_name><![CDATA[field-note-${n}]]></wp:post_name>
		<wp:status><![CDATA[${n % 10 === 0 ? "draft" : "publish"}]]></wp:status>
		<wp:post_type><![CDATA[post]]></wp:post_type>
		<wp:is_sticky>0</wp:is_sticky>
		<category domain="category" nicename="soil"><![CDATA[Soil]]></category>
		<category domain="post_tag" nicename="tag-${n % 50}"><![CDATA[Tag ${n % 50}]]></category>${images ? thumbnail(n) : ""}${commentXml}
	</item>`;
}

const thumbnail = (n: number) => `
		<wp:postmeta>
			<wp:meta_key><![CDATA[_thumbnail_id]]></wp:meta_key>
			<wp:meta_value><![CDATA[${1_000_000 + n}]]></wp:meta_value>
		</wp:postmeta>`;

function attachment(n: number): string {
  return `
	<item>
		<title><![CDATA[photo ${n}]]></title>
		<guid isPermaLink="false">https://bench.example.com/wp-content/uploads/photo-${n}.jpg</guid>
		<wp:post_id>${1_000_000 + n}</wp:post_id>
		<wp:post_parent>${n}</wp:post_parent>
		<wp:post_type><![CDATA[attachment]]></wp:post_type>
		<wp:attachment_url><![CDATA[https://bench.example.com/wp-content/uploads/photo-${n}.jpg]]></wp:attachment_url>
	</item>`;
}

/**
 * Writes `posts` posts (each about `paragraphs` × 0.7 kB plus `comments` comments), then their
 * attachments; `images: false` leaves out the featured images and their attachments (the import
 * bench's budget excludes images, which would be fetched from the network).
 */
export async function writeGeneratedWxr(
  filePath: string,
  options: { posts: number; paragraphs?: number; comments?: number; images?: boolean },
): Promise<GeneratedWxr> {
  const { posts, paragraphs = 3, comments = 2, images = true } = options;
  const out = createWriteStream(filePath, { encoding: "utf8" });
  let bytes = 0;
  const write = async (text: string) => {
    bytes += Buffer.byteLength(text);
    if (!out.write(text)) await once(out, "drain");
  };
  await write(`<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
	<title>Bench blog</title>
	<link>https://bench.example.com</link>
	<wp:wxr_version>1.2</wp:wxr_version>`);
  for (let n = 1; n <= posts; n++) await write(post(n, paragraphs, comments, images));
  if (images) for (let n = 1; n <= posts; n++) await write(attachment(n));
  await write("\n</channel>\n</rss>\n");
  out.end();
  await once(out, "finish");
  return { posts, comments: posts * comments, bytes };
}
