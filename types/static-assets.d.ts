// Types for imported static files (a `.svg` import is the served file's address and size).
// next-env.d.ts carries the same reference, but it is written by `next build`/`next dev` and not
// committed, so a fresh clone's type check needs this one.
/// <reference types="next/image-types/global" />
