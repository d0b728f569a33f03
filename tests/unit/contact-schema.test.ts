import { describe, expect, it } from 'vitest';
import { validateContact } from '@/lib/validation/contact';

describe('validateContact', () => {
  it('accepts a complete message', () => {
    expect(validateContact({ name: 'Ada', email: 'ada@example.com', message: 'Hello' })).toBeNull();
  });

  it('requires every field', () => {
    expect(validateContact({ name: ' ', email: '', message: '\n' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      message: 'Message is required',
    });
  });

  it.each(['ada', 'ada@', '@example.com', 'ada@example', 'ada example@x.com'])('rejects the email %j', (email) => {
    expect(validateContact({ name: 'Ada', email, message: 'Hi' })).toEqual({
      email: 'Enter a valid email address, e.g. name@example.com',
    });
  });

  it('rejects a message over 5,000 characters', () => {
    expect(validateContact({ name: 'Ada', email: 'ada@example.com', message: 'x'.repeat(5001) })).toEqual({
      message: 'Message must be at most 5,000 characters',
    });
  });
});
