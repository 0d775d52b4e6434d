/** Spec §8 blog messages, word for word. */
export const BLOG_LIST_ERROR = 'Failed to load blogs. Please try again later.';
export const BLOG_DETAIL_ERROR = 'Failed to load blog. Please try again later.';
export const BLOG_NOT_FOUND = 'Blog Not Found';
export const BLOG_LIST_PATH = '/blog';
