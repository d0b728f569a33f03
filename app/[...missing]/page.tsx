import { notFound } from 'next/navigation';

type Props = { params: Promise<{ missing: string[] }> };

/** Any path no other route matches: log it on the server, then show the 404 page. */
export default async function MissingPage({ params }: Props) {
  const { missing } = await params;
  console.warn(`404: no route for /${missing.map(encodeURIComponent).join('/')}`);
  notFound();
}
