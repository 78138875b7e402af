import { describe, expect, it } from 'vitest';
import { classifyAddress, isAddressAllowed, targetUrlProblem } from '@shared/domain/delivery/address-policy.js';

describe('classifyAddress', () => {
  it.each([
    ['8.8.8.8', 'public'],
    ['172.32.0.1', 'public'],
    ['2606:4700:4700::1111', 'public'],
    ['::ffff:8.8.8.8', 'public'],
    ['64:ff9b::808:808', 'public'],
    ['127.255.255.254', 'loopback'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['::127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['10.0.0.0', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.255.255', 'private'],
    ['::ffff:192.168.0.1', 'private'],
    ['169.254.169.254', 'metadata'],
    ['fd00:ec2::254', 'metadata'],
    ['169.254.0.1', 'link_local'],
    ['fe80::abcd', 'link_local'],
    ['fdff::1', 'unique_local'],
    ['100.127.255.255', 'shared_cgnat'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['0.1.2.3', 'unspecified'],
    ['::', 'unspecified'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['2002:7f00:1::', 'reserved'],
    ['2001::1', 'reserved'],
    ['100::1', 'reserved'],
    ['fe80::1%eth0', 'invalid'],
    ['example.com', 'invalid'],
  ])('%s is %s', (address, cls) => {
    expect(classifyAddress(address)).toBe(cls);
  });

  it('only public addresses pass, plus loopback when allowed', () => {
    expect(isAddressAllowed('8.8.8.8', { allowLoopback: false })).toBe(true);
    expect(isAddressAllowed('127.0.0.1', { allowLoopback: false })).toBe(false);
    expect(isAddressAllowed('127.0.0.1', { allowLoopback: true })).toBe(true);
    expect(isAddressAllowed('169.254.169.254', { allowLoopback: true })).toBe(false);
    expect(isAddressAllowed('10.0.0.1', { allowLoopback: true })).toBe(false);
  });
});

describe('targetUrlProblem', () => {
  const strict = { allowLoopback: false };
  const local = { allowLoopback: true };
  it.each([
    ['https://hooks.example.com/x', strict, undefined],
    ['https://93.184.216.34/x', strict, undefined],
    ['http://hooks.example.com/x', strict, 'must use https'],
    ['http://hooks.example.com/x', local, 'must use https'],
    ['http://127.0.0.1:3000/x', local, undefined],
    ['http://localhost:3000/x', local, undefined],
    ['https://localhost/x', strict, 'must not point at a loopback address'],
    ['https://LOCALHOST./x', strict, 'must not point at a loopback address'],
    ['https://0x7f000001/x', strict, 'must not point at a loopback address'],
    ['https://[::ffff:10.0.0.1]/x', local, 'must not point at a private address'],
    ['https://169.254.169.254/', local, 'must not point at a metadata address'],
    ['https://u:p@hooks.example.com/', strict, 'must not contain credentials'],
    ['mailto:a@b.c', strict, 'must use https'],
    ['hooks.example.com/x', strict, 'must be an absolute URL'],
  ])('%s (%j) → %s', (url, policy, problem) => {
    expect(targetUrlProblem(url, policy)).toBe(problem);
  });
});
