import { MissingPage } from '@/components/site/missing-page';

// What a public page's notFound() shows when its folder has no not-found of its own, inside the
// site's header and footer. Without this file Next would put its built-in 404 page, inline styles
// and all, into the RSC payload of every public page.
export default function SiteNotFound() {
  return <MissingPage title="Page Not Found" text="This page may have been moved or removed, or the link is mistyped." />;
}
