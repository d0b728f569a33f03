import { afterEach, describe, expect, it, vi } from 'vitest';
import { notification, smtpSettings } from '@/lib/mail/notify';

describe('smtpSettings', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is null, quietly, without SMTP_HOST', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(smtpSettings({ SMTP_FROM: 'site@example.com', SMTP_TO: 'owner@example.com' })).toBeNull();
    expect(logged).not.toHaveBeenCalled();
  });

  it('reads a complete configuration, port 587 by default', () => {
    expect(smtpSettings({ SMTP_HOST: 'smtp.example.com', SMTP_PORT: '', SMTP_USER: 'me', SMTP_PASSWORD: 'secret', SMTP_FROM: 'Site <site@example.com>', SMTP_TO: 'owner@example.com' })).toEqual({
      host: 'smtp.example.com',
      port: 587,
      user: 'me',
      password: 'secret',
      from: 'Site <site@example.com>',
      to: 'owner@example.com',
    });
  });

  it('is null and says what is wrong when the configuration is incomplete or malformed', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(smtpSettings({ SMTP_HOST: 'smtp.example.com', SMTP_PORT: 'twenty-five', SMTP_TO: 'owner@example.com' })).toBeNull();
    expect(logged).toHaveBeenCalledWith('[mail] SMTP_HOST is set but no mail is sent: SMTP_PORT must be a port number; SMTP_FROM is missing');
  });
});

describe('the notification', () => {
  const message = { name: 'Grace Hopper', email: 'grace@example.com', message: 'Can you build a dashboard?' };

  it('says what the visitor wants: service, budget and timeline, as the owner reads them', () => {
    const mail = notification({
      ...message,
      service: { key: 'power-bi-dashboards', name: 'Power BI dashboards' },
      budget: { key: '1000_5000', currency: 'EUR' },
      timeline: 'within_3_months',
    });
    expect(mail.subject).toBe('New message from Grace Hopper');
    expect(mail.text).toBe(
      'Grace Hopper <grace@example.com> wrote:\n\nCan you build a dashboard?\n\nService: Power BI dashboards\nBudget: €1,000–5,000\nTimeline: Within 3 months\n\nRead and answer it in /admin/messages.',
    );
  });

  it('leaves out what the visitor did not choose', () => {
    expect(notification({ ...message, budget: { key: 'not_sure', currency: 'GBP' } }).text).toBe(
      'Grace Hopper <grace@example.com> wrote:\n\nCan you build a dashboard?\n\nBudget: Not sure\n\nRead and answer it in /admin/messages.',
    );
    expect(notification(message).text).toBe('Grace Hopper <grace@example.com> wrote:\n\nCan you build a dashboard?\n\nRead and answer it in /admin/messages.');
  });
});
