import PostNotFound from '../../post-not-found/page';

// A post unpublished or deleted after the proxy's index of posts was read (see proxy.ts).
export default PostNotFound;
