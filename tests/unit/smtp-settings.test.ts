import { afterEach, describe, expect, it, vi } from 'vitest';
import { smtpSettings } from '@/lib/mail/notify';

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
