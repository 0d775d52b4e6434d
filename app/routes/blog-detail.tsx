import { shareImagePath } from '../../common/share-image.ts';
import { ArrowLeft, Mail } from 'lucide-react';
import {
  Link,
  data,
  isRouteErrorResponse,
  useLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { BlogDto } from '../../common/blog.ts';
import { site } from '../../common/site.ts';
import { htmlToText, previewWords } from '../../common/text.ts';
import { originFrom, pageMeta } from '../components/seo.ts';
import { BlogCover } from '../features/blog/blog-cover.tsx';
import { BlogViews } from '../features/blog/blog-views.tsx';
import { BlogLoading } from '../features/blog/blog-loading.tsx';
import { blogPath, formatBlogDate } from '../features/blog/format.ts';
import { BLOG_DETAIL_ERROR, BLOG_LIST_PATH, BLOG_NOT_FOUND } from '../features/blog/messages.ts';
import { Island } from '../islands/island.tsx';
import type { Route } from './+types/blog-detail';

/**
 * Sent as islands (ADR 018, 061): besides the header, footer forms and chat launcher, only
 * the view count and the blog's loading spinner run in the browser.
 */
export const handle = { islands: true };

/**
 * A post is shown by its `_id` or its slug (spec §2.3 /blog/{id}). Reading it counts no
 * view: the page is the same for every reader (docs/decisions/023), and the page's beacon
 * counts the view once it runs in the browser. The page carries no count of its own: a
 * kept page would show every reader the count of the moment it was kept; the count shown
 * is the beacon's answer.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  let post: BlogDto | null;
  try {
    post = await context.services.blog.findPublic(params.id);
  } catch (error) {
    console.error('Blog post failed to load', { id: params.id, error });
    throw data({ message: BLOG_DETAIL_ERROR }, { status: 500 });
  }
  if (!post) throw data({ message: 'Blog not found' }, { status: 404 });
  const { views: _views, ...shown } = post;
  return { post: shown };
}

/**
 * Load a post once per visit: actions elsewhere on the page (the footer's forms) need not
 * reload it.
 */
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.id !== nextParams.id;
}

const publishedAt = (post: Pick<BlogDto, 'status' | 'scheduledDate' | 'createdAt'>) =>
  post.status === 'scheduled' && post.scheduledDate ? post.scheduledDate : post.createdAt;

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const origin = originFrom(matches);
  const post = loaderData?.post;
  if (!post) {
    return [{ title: `${BLOG_NOT_FOUND} | ${site.name}` }, { name: 'robots', content: 'noindex' }];
  }
  const path = blogPath(post);
  const description = previewWords(htmlToText(post.content), 30);
  return pageMeta({
    title: post.blog_title,
    description,
    path,
    origin,
    image: shareImagePath({ post: post._id }),
    type: 'article',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.blog_title,
      description,
      datePublished: publishedAt(post),
      dateModified: post.updatedAt,
      author: { '@type': 'Person', name: post.author },
      publisher: { '@type': 'Organization', name: site.name, url: origin || undefined },
      mainEntityOfPage: `${origin}${path}`,
      url: `${origin}${path}`,
      ...(post.image
        ? { image: new URL(post.image, origin || 'http://localhost').toString() }
        : {}),
      ...(post.tags.length ? { keywords: post.tags.join(', ') } : {}),
    },
  });
}

const button =
  'inline-flex min-h-11 items-center gap-2 rounded-full px-6 py-3 font-semibold transition';

export default function BlogDetail() {
  const { post } = useLoaderData<typeof loader>();
  const updated = post.updatedAt !== post.createdAt;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <Island name="blog-loading">
        <BlogLoading />
      </Island>
      <article>
        <BlogCover
          image={post.image}
          sizes="(min-width: 768px) 768px, 100vw"
          priority
          className="rounded-2xl"
        />
        <header className="mt-8">
          <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
            {post.blog_title}
          </h1>
          <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
            <span>{`By ${post.author}`}</span>
            <time dateTime={post.createdAt}>{formatBlogDate(post.createdAt)}</time>
            {/* The island reads the post from its mark: an island takes no props. */}
            <Island name="blog-views" as="span" param={post._id}>
              <BlogViews postId={post._id} />
            </Island>
          </p>
          {post.tags.length ? (
            <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <li
                  key={tag}
                  className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700"
                >
                  {tag}
                </li>
              ))}
            </ul>
          ) : null}
        </header>

        {/* Sanitised on the server when it was saved (allowlist, no scripts or handlers). */}
        <div
          className="blog-content mt-10 text-lg leading-relaxed text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-100 [&_blockquote]:pl-4 [&_blockquote]:italic [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_li]:mt-2 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-5 [&_pre]:mt-5 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-slate-100 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6"
          dangerouslySetInnerHTML={{ __html: post.content }}
        />

        <footer className="mt-12 border-t border-slate-200 pt-6 text-sm text-slate-600">
          <p>
            Published on{' '}
            <time dateTime={publishedAt(post)}>{formatBlogDate(publishedAt(post))}</time>
          </p>
          {updated ? (
            <p className="mt-1">
              Last updated on{' '}
              <time dateTime={post.updatedAt}>{formatBlogDate(post.updatedAt)}</time>
            </p>
          ) : null}
        </footer>
      </article>

      <div className="mt-10 flex flex-wrap gap-4">
        <Link
          to={BLOG_LIST_PATH}
          className={`${button} bg-brand-700 text-white hover:bg-brand-900`}
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Blog List
        </Link>
        <Link
          to="/contact"
          className={`${button} border border-brand-700 text-brand-700 hover:bg-brand-50`}
        >
          <Mail aria-hidden="true" className="size-4" />
          Contact Us
        </Link>
      </div>
    </main>
  );
}

/** 'Blog Not Found' for a missing post (a real 404), 'Oops!' for anything unexpected. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="mx-auto max-w-2xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold text-ink">{notFound ? BLOG_NOT_FOUND : 'Oops!'}</h1>
      <p className="mt-4 text-slate-700">
        {notFound
          ? 'The blog post you are looking for does not exist or is no longer available.'
          : BLOG_DETAIL_ERROR}
      </p>
      <Link
        to={BLOG_LIST_PATH}
        className={`${button} mt-8 bg-brand-700 text-white hover:bg-brand-900`}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Blog List
      </Link>
    </main>
  );
}
