import { describe, expect, it } from 'vitest';
import { emailKey, matchCustomer, phoneKey } from './match';

describe('emailKey', () => {
  it('ignores case and surrounding space', () => {
    expect(emailKey('  Ada.Lovelace@Example.COM ')).toBe('ada.lovelace@example.com');
  });
  it('gives no key for a blank address', () => {
    expect(emailKey('  ')).toBeNull();
    expect(emailKey(null)).toBeNull();
  });
});

describe('phoneKey', () => {
  it('keeps the digits of any format', () => {
    expect(phoneKey('(416) 555-0134')).toBe('4165550134');
    expect(phoneKey('416.555.0134')).toBe('4165550134');
  });
  it('drops the North American country code', () => {
    expect(phoneKey('+1 416 555 0134')).toBe('4165550134');
    expect(phoneKey('1-416-555-0134')).toBe('4165550134');
  });
  it('keeps an overseas number whole', () => {
    expect(phoneKey('+44 20 7946 0958')).toBe('442079460958');
  });
  it('gives no key for too few digits or none', () => {
    expect(phoneKey('ext. 12')).toBeNull();
    expect(phoneKey('')).toBeNull();
    expect(phoneKey(undefined)).toBeNull();
  });
});

describe('matchCustomer', () => {
  const ada = { id: 1, emailKey: 'ada@example.com', phoneKey: '4165550134' };
  const ben = { id: 2, emailKey: 'ben@example.com', phoneKey: '9055550100' };

  it('joins by address in any case', () => {
    expect(matchCustomer({ email: 'ADA@example.com' }, [ben, ada])).toBe(ada);
  });
  it('prefers the address over a phone another record has', () => {
    expect(matchCustomer({ email: 'ben@example.com', phone: '416 555 0134' }, [ada, ben])).toBe(ben);
  });
  it('keeps two people sharing a phone apart: a new address is a new record', () => {
    expect(matchCustomer({ email: 'cleo@example.com', phone: '+1 (416) 555-0134' }, [ada, ben])).toBeUndefined();
  });
  it('joins by phone in any format when no address contradicts it', () => {
    expect(matchCustomer({ phone: '+1 (416) 555-0134' }, [ada, ben])).toBe(ada);
    const walkIn = { id: 3, emailKey: null, phoneKey: '6475550199' };
    expect(matchCustomer({ email: 'dee@example.com', phone: '647-555-0199' }, [walkIn])).toBe(walkIn);
  });
  it('joins nobody when several records share the number', () => {
    const spouse = { id: 4, emailKey: null, phoneKey: '4165550134' };
    expect(matchCustomer({ phone: '4165550134' }, [ada, spouse])).toBeUndefined();
  });
  it('chooses the oldest of two records with one address', () => {
    const later = { ...ada, id: 9 };
    expect(matchCustomer({ email: 'ada@example.com' }, [later, ada])).toBe(ada);
  });
  it('makes a new record when nothing matches', () => {
    expect(matchCustomer({ email: 'new@example.com', phone: '2125550000' }, [ada, ben])).toBeUndefined();
    expect(matchCustomer({}, [ada])).toBeUndefined();
  });
});
