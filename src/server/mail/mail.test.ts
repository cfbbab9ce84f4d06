import { describe, expect, it } from 'vitest';
import { composeReplyMail, replySubject } from './mail';

const dealer = {
  phoneDisplay: '(905) 555-0142',
  email: 'info@example.com',
  street: '1 Gallery Way',
  city: 'Vaughan',
  region: 'ON',
  postalCode: 'L4K 5R1',
  hours: [],
};
const inquiry = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  subject: 'Viewing',
  message: 'Line one.\r\n\r\nLine three.',
  createdAt: new Date('2025-03-04T15:05:00Z'),
};

describe('replySubject', () => {
  it.each([
    ['Viewing', 'Re: Viewing'],
    ['  Viewing  ', 'Re: Viewing'],
    ['Re: Viewing', 'Re: Viewing'],
    ['RE: Viewing', 'RE: Viewing'],
    ['Regarding the 911', 'Re: Regarding the 911'],
  ])('%j becomes %j', (subject, expected) => expect(replySubject(subject)).toBe(expected));
});

describe('composeReplyMail', () => {
  const mail = composeReplyMail(inquiry, { message: '  Thanks, Jane.\r\nSee you Saturday.  ', authorName: 'Marco Bellini' }, dealer);

  it('addresses the customer with Re: subject', () => {
    expect(mail.to).toBe('jane@example.com');
    expect(mail.subject).toBe('Re: Viewing');
  });

  it('puts the reply first, then the signature, then the quoted original (blank lines kept as ">")', () => {
    expect(mail.body).toBe(
      [
        'Thanks, Jane.',
        'See you Saturday.',
        '',
        '-- ',
        'Marco Bellini',
        'Atelier Motor Gallery',
        '(905) 555-0142',
        '1 Gallery Way, Vaughan, ON L4K 5R1',
        'info@example.com',
        '',
        'On March 4, 2025 at 10:05 a.m., Jane Doe <jane@example.com> wrote:',
        '> Line one.',
        '>',
        '> Line three.',
        '',
      ].join('\n'),
    );
  });
});
