-- Before the beacon endpoint counted only pages that exist, a share link's page reached with
-- more after its token (/share/<token>/x, //<token>, %2F<token>, …/opengraph-image) was stored
-- with the token in its label. Those totals go: a live token must not stay readable (or be
-- exported) for the 25 months totals are kept. A share page's own label has nothing after /share.
delete from public.insight_totals where label ~* '/share(/|%2f).';
