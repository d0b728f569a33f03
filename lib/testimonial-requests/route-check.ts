import { tokenOpens } from '@/lib/data/token-check';

/** For proxy.ts: whether a testimonial request's token opens its form (testimonial_request_at answers its row). */
export const isTestimonialRequestOpen = (token: string) =>
  tokenOpens('testimonial_request_at', token, (rows) => Array.isArray(rows) && rows.length > 0, 'testimonial-requests');
