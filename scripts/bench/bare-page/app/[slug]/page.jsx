import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CARDS } from '../cards';

// Prerendered, as the site's project pages are: the home page's links (and Next's prefetches of
// them) reach real pages.
export const dynamicParams = false;
export const generateStaticParams = () => CARDS.map(({ slug }) => ({ slug }));

export default async function CardPage({ params }) {
  const { slug } = await params;
  const card = CARDS.find((entry) => entry.slug === slug);
  if (!card) notFound();
  return (
    <main>
      <h1>{card.title}</h1>
      <p>{card.text}</p>
      <Link href="/">All projects</Link>
    </main>
  );
}
