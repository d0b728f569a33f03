'use client';

import { ErrorPage } from '@/components/site/error-page';

// In production Next replaces server error messages with a generic one plus a digest.
export default ErrorPage;
