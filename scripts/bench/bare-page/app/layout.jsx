import './bare.css';

export const metadata = {
  title: 'A bare Next.js page',
  description: 'Twelve cards with a title, a line of text and a link each: what the bench compares public pages with.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
