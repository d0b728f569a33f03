// The static not-found pages proxy.ts rewrites unknown addresses to (with status 404), by kind:
// their addresses and what they say. Client-safe: plain data.

export const NOT_FOUND_PAGES = {
  project: { path: '/project-not-found', title: 'Project Not Found', text: 'This project may have been removed, or the link is mistyped.' },
  post: { path: '/post-not-found', title: 'Post Not Found', text: 'This post may have been removed, or the link is mistyped.' },
  tag: { path: '/tag-not-found', title: 'Tag Not Found', text: 'No published post carries this tag, or the link is mistyped.' },
  technology: { path: '/technology-not-found', title: 'Technology Not Found', text: 'No published project uses this technology, or the link is mistyped.' },
  proposal: { path: '/proposal-not-found', title: 'Proposal Not Found', text: 'This proposal may have been withdrawn or replaced, or the link is mistyped.' },
  testimonialRequest: { path: '/request-not-found', title: 'Link Not Found', text: 'This testimonial link cannot be opened: it may have been used already, or it is mistyped. Ask for a new one.' },
} as const;

export type NotFoundKind = keyof typeof NOT_FOUND_PAGES;
