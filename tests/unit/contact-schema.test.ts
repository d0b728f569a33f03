import { describe, expect, it } from 'vitest';
import { contactSchema, validateContact } from '@/lib/messages/schema';

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

  it.each(['ada', 'ada@', '@example.com', 'ada@example', 'ada example@x.com', 'ada@example.com?bcc=eve@example.com', 'ada&eve@example.com'])('rejects the email %j', (email) => {
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

describe('contactSchema', () => {
  it('stores line breaks as typed, whatever the browser posted', () => {
    expect(contactSchema.parse({ name: 'Ada', email: 'ada@example.com', message: 'One\r\nTwo\rThree\n' }).message).toBe('One\nTwo\nThree');
  });

  it('counts a CRLF line break as one character of the 5,000', () => {
    const message = `${'x'.repeat(4998)}\r\ny`;
    expect(validateContact({ name: 'Ada', email: 'ada@example.com', message })).toBeNull();
  });
});
