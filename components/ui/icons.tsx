import { icon } from '@/components/ui/icon';

// The icons the site draws outside the admin area's own parts (see icon()): lucide-react stays there.
export const ArrowLeft = icon('arrow-left');
export const ArrowRight = icon('arrow-right');
export const Calendar = icon('calendar');
export const ChartColumn = icon('chart-column');
export const ChevronLeft = icon('chevron-left');
export const ChevronRight = icon('chevron-right');
export const CircleAlert = icon('circle-alert');
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
