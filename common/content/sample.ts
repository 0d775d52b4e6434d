/**
 * The tag every seeded demo post carries: content an owner replaces before going
 * live. It shows with the post's tags in the admin editor and on the public post.
 */
export const SAMPLE_TAG = 'Sample post';
