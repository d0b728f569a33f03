import { buttonVariants } from '@/components/ui/button';
import { Calendar } from '@/components/ui/icons';
import { bookingEmbed, bookingPlaceholderDocument } from '@/lib/profile/booking';
import { PROFILE_TEXTS } from '@/lib/profile/vocabulary';

/**
 * "Book a call" beside the contact form. A Cal.com or Calendly page is framed behind a
 * placeholder drawn from this page, so nothing is requested from the provider until the visitor
 * opens it, and no JavaScript ships for it; any other page is a link to a new tab. Opening either
 * counts (data-insight: the beacon sees the frame's first load of the provider's page, or the click).
 */
export function BookingOffer({ address }: { address: string }) {
  const embed = bookingEmbed(address);
  if (!embed) {
    return (
      <a
        href={address}
        target="_blank"
        rel="noopener noreferrer"
        data-insight="booking_open"
        aria-label={PROFILE_TEXTS.bookCallNewTab}
        className={buttonVariants({ variant: 'outline', size: 'lg', className: 'justify-self-start' })}
      >
        {PROFILE_TEXTS.bookCall} <Calendar />
      </a>
    );
  }
  return (
    <div className="grid gap-2">
      <iframe
        className="booking-frame"
        data-insight="booking_open"
        title={`${PROFILE_TEXTS.bookCall}: ${embed.provider}`}
        srcDoc={bookingPlaceholderDocument(embed)}
        loading="lazy"
      />
      <a href={embed.src} target="_blank" rel="noopener noreferrer" data-insight="booking_open" className="text-sm text-muted-foreground underline underline-offset-4 hover:text-primary">
        {PROFILE_TEXTS.bookCallElsewhere}
      </a>
    </div>
  );
}
