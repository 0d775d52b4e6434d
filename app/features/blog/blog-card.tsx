import { Link } from 'react-router';
import type { BlogSummaryDto } from '../../../common/blog.ts';
import { BlogCover } from './blog-cover.tsx';
import { blogPath, formatBlogDate } from './format.ts';

export function BlogCard({
  post,
  priority,
}: {
  post: Omit<BlogSummaryDto, 'views'>;
  priority?: boolean;
}) {
  const href = blogPath(post);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <BlogCover
        image={post.image}
        sizes="(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw"
        priority={priority}
      />
      <div className="flex flex-1 flex-col p-6">
        <h2 className="text-xl font-semibold text-ink">
          <Link to={href} className="hover:text-brand-700">
            {post.blog_title}
          </Link>
        </h2>
        <p className="mt-2 text-sm text-slate-600">
          <span>{`By ${post.author}`}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={post.createdAt}>{formatBlogDate(post.createdAt)}</time>
        </p>
        <p className="mt-4 flex-1 text-slate-700">{post.preview}</p>
        <Link
          to={href}
          className="mt-6 inline-flex w-fit items-center font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Read More<span className="sr-only"> about {post.blog_title}</span>
        </Link>
      </div>
    </article>
  );
}
