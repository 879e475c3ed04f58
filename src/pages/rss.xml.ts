import rss from "@astrojs/rss";
import type { APIRoute } from "astro";
import { site } from "../config/site";
import { postPath } from "../lib/blog/blog-paths";
import { getPublishedPosts } from "../lib/blog/posts";

export const GET: APIRoute = async () => {
  const posts = await getPublishedPosts();
  return rss({
    title: `${site.name} Style Blog`,
    description: "Hair, glasses, beard, makeup and accessory guides for every face shape.",
    site: site.url,
    items: posts.map((post) => ({
      title: post.data.title,
      description: post.data.description,
      pubDate: post.data.date,
      link: postPath(post.id),
      categories: [post.category.name],
    })),
    customData: "<language>en-us</language>",
    trailingSlash: false,
  });
};
