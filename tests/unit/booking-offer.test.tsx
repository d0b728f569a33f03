import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AvailabilityBadge } from '@/components/home/availability-badge';
import { BookingOffer } from '@/components/home/booking-offer';

describe('BookingOffer', () => {
  it('frames a Cal.com or Calendly page behind a placeholder of its own: the markup names no provider address to load', () => {
    for (const address of ['https://cal.com/sam-carter/intro', 'https://calendly.com/sam-carter/30min']) {
      const html = renderToStaticMarkup(<BookingOffer address={address} />);
      const frame = html.match(/<iframe [^>]*>/)![0];
      expect(frame).toContain('srcDoc=');
      expect(frame).not.toMatch(/\ssrc=/);
      expect(frame).toContain('data-insight="booking_open"');
      // The only other way to it is a link the visitor follows.
      expect(html).toContain(`href="${address}" target="_blank" rel="noopener noreferrer"`);
    }
  });

  it('links any other https booking page to a new tab, and counts the click', () => {
    const html = renderToStaticMarkup(<BookingOffer address="https://outlook.office365.com/book/SamCarter@example.com/" />);
    expect(html).not.toContain('<iframe');
    expect(html).toMatch(/<a href="https:\/\/outlook\.office365\.com\/book\/SamCarter@example\.com\/" target="_blank" rel="noopener noreferrer" data-insight="booking_open" aria-label="Book a call \(opens in a new tab\)"/);
    expect(html).toContain('Book a call');
  });
});

describe('AvailabilityBadge', () => {
  it('says the status in words on its pill, then the note beside it', () => {
    const html = renderToStaticMarkup(<AvailabilityBadge badge={{ status: 'booked', text: 'Booked until 30 April 2099', note: 'Happy to plan work from May' }} />);
    expect(html).toBe('<p class="availability" data-availability="booked"><span>Booked until 30 April 2099</span> <span class="availability-note">— Happy to plan work from May</span></p>');
  });
});
