import { Eye } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { BlogViewAnswer } from '../../../common/schemas/blog.ts';
import { request } from '../../lib/api.ts';

/**
 * The post's view count as the beacon answers it, this visit included (once a day per
 * reader); null until it has answered. One beacon per visit to a post.
 */
function useLiveViews(postId: string): number | null {
  const [live, setLive] = useState<{ id: string; views: number } | null>(null);
  useEffect(() => {
    let current = true;
    void request<BlogViewAnswer>(`/api/blogs/${encodeURIComponent(postId)}/views`, {
      method: 'POST',
      keepalive: true,
    }).then((answer) => {
      if (current && answer.ok && answer.data) setLive({ id: postId, views: answer.data.views });
    });
    return () => {
      current = false;
    };
  }, [postId]);
  return live?.id === postId ? live.views : null;
}

/**
 * A post's view count, counting this visit. The page carries no count of its own (a kept
 * page would show every reader the count of the moment it was kept): empty until the
 * beacon answers.
 */
export function BlogViews({ postId }: { postId: string }) {
  const views = useLiveViews(postId);
  return (
    <span className="inline-flex items-center gap-1">
      <Eye aria-hidden="true" className="size-4" />
      {views === null ? '' : `${views} ${views === 1 ? 'view' : 'views'}`}
    </span>
  );
}
