import { describe, expect, it } from 'vitest';
import {
  isPublicAddress,
  PUBLIC_ONLY,
  photoAddressPolicyOf,
  refusalOfPhotoUrl,
} from './photo-address-policy';

describe('photo address policy', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.10',
    '169.254.169.254',
    '0.0.0.0',
    '100.64.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '2002:7f00:1::1',
    '64:ff9b::a00:1',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('refuses loopback, private and link-local URLs before any lookup', () => {
    for (const url of [
      'http://127.0.0.1/a.jpg',
      'http://localhost:8080/a.jpg',
      'http://photos.localhost/a.jpg',
      'http://[::1]/a.jpg',
      'http://169.254.169.254/latest/meta-data',
      'http://192.168.0.5/a.jpg',
      'http://2130706433/a.jpg',
    ]) {
      expect(refusalOfPhotoUrl(url, PUBLIC_ONLY), url).not.toBeNull();
    }
    expect(refusalOfPhotoUrl('ftp://example.com/a.jpg', PUBLIC_ONLY)).toMatch(/http/);
    expect(refusalOfPhotoUrl('https://photos.example.com/a.jpg', PUBLIC_ONLY)).toBeNull();
  });

  it('allows only the exact host:port pairs a test names', () => {
    const policy = photoAddressPolicyOf('127.0.0.1:4567, [::1]:80');
    expect(refusalOfPhotoUrl('http://127.0.0.1:4567/a.jpg', policy)).toBeNull();
    expect(refusalOfPhotoUrl('http://127.0.0.1:4568/a.jpg', policy)).not.toBeNull();
    expect(refusalOfPhotoUrl('http://[::1]/a.jpg', policy)).toBeNull();
    expect(() => photoAddressPolicyOf('127.0.0.1:*')).toThrow(/exact/);
    expect(() => photoAddressPolicyOf('127.0.0.1')).toThrow(/exact/);
  });
});
