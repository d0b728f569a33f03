-- The owner's availability and a page to book a call, on the one profile row.
--
-- * availability: 'hidden' (nothing shown, the default), 'available', 'limited' (from a date) or
--   'booked' (until a date). Only limited and booked carry a date, and they must. A "booked until"
--   day that has passed is read as available by the pages when they render; nothing rewrites the
--   row, so the date may lie in the past.
-- * availability_note: an optional short line shown after the status.
-- * booking_url: an optional https page where visitors book a call (Cal.com and Calendly pages are
--   framed on the home page after a click; any other opens in a new tab).
-- * insight_totals also counts 'booking_open': a visitor opened that page.
--
-- The existing policies and grants cover the new columns: visitors read, only owners write.

alter table public.profile
  add column availability text not null default 'hidden',
  add column availability_date date,
  add column availability_note text,
  add column booking_url text,
  add constraint profile_availability_valid check (availability in ('hidden', 'available', 'limited', 'booked')),
  add constraint profile_availability_date_valid check (
    case
      when availability in ('limited', 'booked') then availability_date is not null and availability_date between '2000-01-01' and '2100-12-31'
      else availability_date is null
    end
  ),
  add constraint profile_availability_note_length check (
    availability_note is null
    or (char_length(availability_note) <= 120 and char_length(private.trim_space(availability_note)) >= 1)
  ),
  add constraint profile_booking_url_valid check (
    booking_url is null or (booking_url ~* '^https://' and private.is_http_url(booking_url))
  );

alter table public.insight_totals
  drop constraint insight_totals_metric_valid,
  add constraint insight_totals_metric_valid check (metric in (
    'visits', 'visitors', 'referrer', 'utm', 'screen',
    'message', 'report_load', 'video_play', 'cv_download', 'live_link', 'code_link', 'share_open', 'booking_open'
  ));
