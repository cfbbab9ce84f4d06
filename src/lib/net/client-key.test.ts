import { describe, expect, it } from 'vitest';
import { clientKey, clientNetwork, isIpAddress } from './client-key';

describe('clientKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:203.0.113.7', '203.0.113.7'],
    ['::ffff:cb00:7107', '203.0.113.7'],
    ['0:0:0:0:0:ffff:cb00:7107', '203.0.113.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['[2001:db8:1:2:3:4:5:6]', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2:aaaa::', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::', '0:0:0:0::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
  ])('%s counts as %s', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });

  it('puts every address of one /64 under one key and neighbouring /64s under others', () => {
    const keys = new Set<string>();
    for (let i = 0; i < 200; i++) keys.add(clientKey(`2001:db8:aa:bb:${i.toString(16)}:${((i * 7919) % 0x10000).toString(16)}::${i}`));
    expect([...keys]).toEqual(['2001:db8:aa:bb::/64']);
    expect(clientKey('2001:db8:aa:bc::1')).not.toBe(clientKey('2001:db8:aa:bb::1'));
  });

  it('keeps each IPv4 address apart', () => {
    expect(clientKey('198.51.100.1')).not.toBe(clientKey('198.51.100.2'));
  });

  it.each(['', 'unknown', 'not an address', '1.2.3', '1.2.3.256', '01.2.3.4', '1::2::3', '12345::', '1:2:3:4:5:6:7:8:9', ':::'])(
    'returns %j (not an IP address) unchanged',
    (text) => {
      expect(clientKey(text)).toBe(text.trim().toLowerCase());
    },
  );
});

describe('clientNetwork', () => {
  it.each([
    ['203.0.113.7', '203.0.113.0/24', '203.0.113.%'],
    ['10.1.2.255', '10.1.2.0/24', '10.1.2.%'],
    ['2001:db8:a7:c0::/64', '2001:db8:a7::/48', '2001:db8:a7:%'],
    ['2001:db8:0:0::/64', '2001:db8:0::/48', '2001:db8:0:%'],
  ])('%s is in %s, matched by %s', (key, network, like) => {
    expect(clientNetwork(key)).toEqual({ network, like });
  });

  it('gives every /64 of one /48 the same network, and the next /48 another', () => {
    const networks = new Set<string>();
    for (let i = 0; i < 300; i++) networks.add(clientNetwork(clientKey(`2001:db8:a7:${i.toString(16)}::1`)).network);
    expect([...networks]).toEqual(['2001:db8:a7::/48']);
    expect(clientNetwork(clientKey('2001:db8:a8::1')).network).toBe('2001:db8:a8::/48');
  });

  it.each(['unknown', '1.2.3.256', '2001:db8::/48'])('keeps %j (not a client key of an address) as its own network', (key) => {
    expect(clientNetwork(key)).toEqual({ network: key, like: null });
  });
});

describe('isIpAddress', () => {
  it.each(['203.0.113.7', '::1', '2001:db8::1', '::ffff:1.2.3.4', 'fe80::1%eth0'])('%s is an address', (text) => {
    expect(isIpAddress(text)).toBe(true);
  });
  it.each(['', 'evil.example', '<script>', '1.2.3.4, 5.6.7.8', '1.2.3.4:80', '[::1]:80', 'fe80::1%eth0 x', '300.1.1.1'])(
    '%j is not',
    (text) => {
      expect(isIpAddress(text)).toBe(false);
    },
  );
});
