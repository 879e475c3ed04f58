import type { APIRoute, GetStaticPaths, InferGetStaticPropsType } from "astro";
import { site } from "../../config/site";
import { getPublishedPosts } from "../../lib/blog/posts";
import { ogImageFor } from "../../lib/og/og-image";

/** One Open Graph image per published article, written to dist/og/<slug>.png at build time. */
export const getStaticPaths = (async () => {
  const posts = await getPublishedPosts();
  return posts.map((post) => ({
    params: { slug: post.id },
    props: { title: post.data.title, category: post.category.name },
  }));
}) satisfies GetStaticPaths;

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

export const GET: APIRoute<Props> = async ({ props }) =>
  new Response(await ogImageFor({ ...props, siteName: site.name, brandMark: site.shortName }), {
    headers: { "Content-Type": "image/png" },
  });
