import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key';

describe('clientKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:cb00:7107', '203.0.113.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:0000:0000:0000:0022', '2001:db8:1:2::/64'],
    ['[2001:db8:1:2::5]', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['2001:db8:1:2::/64', '2001:db8:1:2::/64'],
    ['', ''],
    ['unknown', 'unknown'],
    ['1.2.3.256', '1.2.3.256'],
    ['1:2:3', '1:2:3'],
  ])('%j counts as %j', (address, key) => expect(clientKey(address)).toBe(key));

  it('puts every address of one /64 under one key and a neighbouring /64 under another', () => {
    const keys = new Set(Array.from({ length: 34 }, (_, i) => clientKey(`2001:db8:aa:bb:${i.toString(16)}::${i + 1}`)));
    expect([...keys]).toEqual(['2001:db8:aa:bb::/64']);
    expect(clientKey('2001:db8:aa:bc::1')).not.toBe('2001:db8:aa:bb::/64');
  });
});
