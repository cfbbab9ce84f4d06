import { describe, expect, it } from 'vitest';
import { readInquiryForm, validateInquiry } from './form-fields';

const form = (fields: Record<string, string>) => new URLSearchParams(fields);
const good = { name: 'Jane Doe', email: 'jane@example.com', subject: 'Viewing', message: 'I would like to view the car.' };

describe('readInquiryForm', () => {
  it('keeps what was typed, untouched, to show again', () => {
    const { values } = readInquiryForm(form({ ...good, name: '  Jane  ', phone: '' }));
    expect(values).toEqual({ name: '  Jane  ', email: good.email, phone: '', subject: good.subject, message: good.message });
  });
  it('turns a blank phone into no phone and a numeric vehicle id into a number', () => {
    const { input } = readInquiryForm(form({ ...good, phone: '  ', vehicleId: '12' }));
    expect(input).toMatchObject({ phone: undefined, vehicleId: 12, website: '' });
    expect(validateInquiry(input)).toMatchObject({ ok: true, data: { vehicleId: 12, phone: undefined } });
  });
  it('reads missing fields as empty, and a browser FormData the same way', () => {
    const data = new FormData();
    data.set('name', 'Jo');
    expect(readInquiryForm(data).values).toEqual({ name: 'Jo', email: '', phone: '', subject: '', message: '' });
  });
});

describe('validateInquiry', () => {
  it('names each invalid field with the schema message (the first one per field)', () => {
    const result = validateInquiry(readInquiryForm(form({ name: 'A', email: 'nope', subject: '', message: 'short' })).input);
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Name must be at least 2 characters.',
        email: 'Please enter a valid email address.',
        subject: 'Subject must be at least 2 characters.',
        message: 'Message must be at least 10 characters.',
      },
    });
  });
  it('refuses a vehicle id that is not a whole number', () => {
    const result = validateInquiry(readInquiryForm(form({ ...good, vehicleId: '3; drop table' })).input);
    expect(result).toEqual({ ok: false, errors: { vehicleId: 'Vehicle must be a whole number.' } });
  });
  it('trims what it accepts', () => {
    const result = validateInquiry(readInquiryForm(form({ ...good, name: '  Jane Doe ' })).input);
    expect(result).toMatchObject({ ok: true, data: { name: 'Jane Doe' } });
  });
});
