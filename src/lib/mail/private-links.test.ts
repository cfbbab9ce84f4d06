import { describe, expect, it } from 'vitest';
import { foldIcs, privateLinksIn, unfoldIcs, withPrivateLinks, withoutPrivateLinks, type PrivateLink } from './private-links';

const manageToken = `42.${'m'.repeat(43)}`;
const unsubscribeToken = `u2.${'i'.repeat(22)}.${'s'.repeat(43)}`;
const manage = `https://dealer.example/book/manage?token=${manageToken}`;
const unsubscribe = `https://dealer.example/unsubscribe?token=${unsubscribeToken}`;
const links: PrivateLink[] = [
  { kind: 'appointment', token: manageToken, ref: 42 },
  { kind: 'unsubscribe', token: unsubscribeToken },
];

describe('private links in stored e-mails', () => {
  it('replaces every occurrence of each token by a placeholder naming it, and puts the same tokens back', () => {
    const text = `Confirm: ${manage}\nAgain: ${manage}\nUnsubscribe: ${unsubscribe}`;
    const stored = withoutPrivateLinks(text, links);
    expect(stored).toBe(
      [
        'Confirm: https://dealer.example/book/manage?token=[private token: appointment 42]',
        'Again: https://dealer.example/book/manage?token=[private token: appointment 42]',
        'Unsubscribe: https://dealer.example/unsubscribe?token=[private token: unsubscribe]',
      ].join('\n'),
    );
    expect(privateLinksIn(stored)).toEqual([{ kind: 'appointment', ref: 42 }, { kind: 'unsubscribe' }]);
    expect(withPrivateLinks(stored, (kind, ref) => (kind === 'appointment' && ref === 42 ? manageToken : unsubscribeToken))).toBe(text);
  });

  it('answers null when a token can no longer be made (its appointment was deleted)', () => {
    expect(withPrivateLinks('Go: [private token: appointment 7]', () => null)).toBeNull();
    expect(withPrivateLinks('No links here', () => null)).toBe('No links here');
  });

  it('finds a link folded across the lines of a calendar file once unfolded, and folds it back to 75 octets', () => {
    const ics = foldIcs(['BEGIN:VEVENT', `DESCRIPTION:Reschedule or cancel: ${manage} — à bientôt`, 'END:VEVENT'].join('\r\n'));
    expect(ics).not.toContain(manage);
    expect(ics.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const stored = withoutPrivateLinks(unfoldIcs(ics), links);
    expect(stored).toContain('manage?token=[private token: appointment 42]');
    expect(stored).not.toContain('m'.repeat(20));
    const back = foldIcs(withPrivateLinks(stored, () => manageToken)!);
    expect(back).toBe(ics);
  });
});
