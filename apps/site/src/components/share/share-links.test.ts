import { describe, expect, it } from 'vitest';
import { whatsAppChatUrl, whatsAppNumber } from '../contact/whatsapp-number';
import { pageUrl, smsShareUrl, whatsAppShareUrl } from './share-links';

describe('share and WhatsApp links', () => {
  const url = pageUrl('/property/00000000-0000-4000-8000-000000000001', 'https://ile.example');

  it('writes the title and the link into WhatsApp and SMS messages', () => {
    expect(url).toBe('https://ile.example/property/00000000-0000-4000-8000-000000000001');
    const title = 'Flat & garden "A" in Lekki';
    const whatsApp = new URL(whatsAppShareUrl(title, url));
    expect(`${whatsApp.origin}${whatsApp.pathname}`).toBe('https://wa.me/');
    expect(whatsApp.searchParams.get('text')).toBe(`${title}\n${url}`);
    expect(smsShareUrl(title, url)).toBe(`sms:?&body=${encodeURIComponent(`${title}\n${url}`)}`);
  });

  it('gives wa.me the international number without its plus, reading local numbers as Nigerian', () => {
    expect(whatsAppNumber('+2348031234567')).toBe('2348031234567');
    expect(whatsAppNumber('0803 123 4567')).toBe('2348031234567');
    expect(whatsAppNumber('+232 76 123 456')).toBe('23276123456');
    expect(whatsAppNumber('12345')).toBeNull();
    const chat = new URL(whatsAppChatUrl('+2348031234567', `About "Flat" ${url}`) ?? '');
    expect(`${chat.origin}${chat.pathname}`).toBe('https://wa.me/2348031234567');
    expect(chat.searchParams.get('text')).toBe(`About "Flat" ${url}`);
    expect(whatsAppChatUrl('not a phone', 'Hello')).toBeNull();
  });
});
