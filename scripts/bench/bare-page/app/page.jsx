import Link from 'next/link';
import { CARDS } from './cards';

export default function Page() {
  return (
    <main>
      <h1>Projects</h1>
      <ul>
        {CARDS.map((card) => (
          <li key={card.slug}>
            <h2>
              <Link href={`/${card.slug}`}>{card.title}</Link>
            </h2>
            <p>{card.text}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
