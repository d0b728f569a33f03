import PostNotFound from '../../../post-not-found/page';

export default PostNotFound;
