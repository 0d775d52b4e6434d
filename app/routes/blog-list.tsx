import { useLoaderData } from 'react-router';
import type { BlogPage } from '../../common/blog.ts';
import { BLOG_PAGE_SIZE } from '../../common/constants.ts';
import { parsePageParam } from '../../common/pagination.ts';
import { site } from '../../common/site.ts';
import { originFrom, pageMeta } from '../components/seo.ts';
import { BlogCard } from '../features/blog/blog-card.tsx';
import { BlogLoading } from '../features/blog/blog-loading.tsx';
import { BLOG_LIST_ERROR, BLOG_LIST_PATH } from '../features/blog/messages.ts';
import { PaginationNav, pageHref } from '../features/blog/pagination-nav.tsx';
import { Island } from '../islands/island.tsx';
import type { Route } from './+types/blog-list';

/**
 * Sent as islands (ADR 061): its links are document loads, and the spinner of the blog's
 * loading state is an island of its own.
 */
export const handle = { islands: true };

const emptyPage = (): BlogPage => ({
  data: [],
  pagination: {
    currentPage: 1,
    totalPages: 0,
    totalBlogs: 0,
    hasNextPage: false,
    hasPreviousPage: false,
    blogsPerPage: BLOG_PAGE_SIZE,
  },
});

/**
 * Spec §2.3: 10 posts a page, the page in the URL. A page number outside 1..totalPages is
 * ignored: the first page is shown, and its canonical URL carries no page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const requested = parsePageParam(new URL(request.url).searchParams.get('page')) ?? 1;
  try {
    const blog = context.services.blog;
    let result = await blog.listPublic({ page: requested, limit: BLOG_PAGE_SIZE });
    let page = requested;
    if (page > 1 && page > result.pagination.totalPages) {
      page = 1;
      result = await blog.listPublic({ page, limit: BLOG_PAGE_SIZE });
    }
    // View counts are not shown in the list: left out, the page stays the same for every
    // reader until a post changes (docs/decisions/023).
    const data = result.data.map(({ views: _views, ...post }) => post);
    return { ...result, data, page, error: null };
  } catch (error) {
    console.error('Blog list failed to load', { page: requested, error });
    return { ...emptyPage(), data: [], page: 1, error: BLOG_LIST_ERROR };
  }
}

export function meta({ data, matches }: Route.MetaArgs) {
  const page = data?.page ?? 1;
  return pageMeta({
    title: page > 1 ? `Our Blog, page ${page}` : 'Our Blog',
    description: `Discover insights, tips, and stories from the ${site.name} team on web development, branding, marketing, AI chatbots and automation.`,
    path: pageHref(BLOG_LIST_PATH, page),
    origin: originFrom(matches),
  });
}

export default function BlogList() {
  const { data: posts, pagination, page, error } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <Island name="blog-loading">
        <BlogLoading />
      </Island>
      <header className="text-center">
        <h1 className="text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">Our Blog</h1>
        <p className="mt-4 text-lg text-slate-700">
          Discover insights, tips, and stories from our team
        </p>
      </header>

      {error ? (
        <p
          role="alert"
          className="mx-auto mt-12 max-w-xl rounded-xl border border-red-200 bg-red-50 p-4 text-center text-red-800"
        >
          {error}
        </p>
      ) : posts.length === 0 ? (
        <p className="mt-16 text-center text-lg text-slate-700">No blogs found</p>
      ) : (
        <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, index) => (
            <li key={post._id}>
              <BlogCard post={post} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}

      <PaginationNav
        currentPage={page}
        totalPages={pagination.totalPages}
        basePath={BLOG_LIST_PATH}
      />
      {!error && posts.length > 0 ? (
        <p className="mt-6 text-center text-sm text-slate-600">
          {`Showing ${posts.length} of ${pagination.totalBlogs} blogs`}
        </p>
      ) : null}
    </main>
  );
}
