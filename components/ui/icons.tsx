import { icon } from '@/components/ui/icon';

// The icons the public pages and the sign-in pages draw (see icon()).
export const ArrowLeft = icon('arrow-left');
export const ArrowRight = icon('arrow-right');
export const Calendar = icon('calendar');
export const ChartColumn = icon('chart-column');
export const Download = icon('download');
export const ExternalLink = icon('external-link');
export const KeyRound = icon('key-round');
export const LinkIcon = icon('link');
export const Link2 = icon('link-2');
export const LockKeyhole = icon('lock-keyhole');
export const Mail = icon('mail');
export const Menu = icon('menu');
export const Moon = icon('moon');
export const Quote = icon('quote');
export const Sun = icon('sun');
export const X = icon('x');
export const GithubIcon = icon('github');
export const LinkedinIcon = icon('linkedin');
