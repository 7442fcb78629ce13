import { describe, expect, it } from 'vitest';
import { directionsLink, internationalDigits, telLink, whatsAppLink } from './contact-links';

describe('internationalDigits', () => {
  it.each([
    ['0944 123 456', '963944123456'],
    ['09-44-123-456', '963944123456'],
    ['+963 944 123 456', '963944123456'],
    ['00963944123456', '963944123456'],
    ['944123456', '963944123456'],
    ['٠٩٤٤١٢٣٤٥٦', '963944123456'],
    ['011 2233445', '963112233445'],
    ['+49 151 2345678', '491512345678'],
    ['963944123456', '963944123456'],
  ])('%s -> %s', (phone, digits) => {
    expect(internationalDigits(phone)).toBe(digits);
  });

  it.each([null, undefined, '', '   ', 'غير متوفر', '12345'])('no number in %j', (phone) => {
    expect(internationalDigits(phone)).toBeNull();
  });
});

describe('contact links', () => {
  it('calls the international number', () => {
    expect(telLink('0944 123 456')).toBe('tel:+963944123456');
    expect(telLink(null)).toBeNull();
  });

  it('opens WhatsApp with the message encoded', () => {
    const link = whatsAppLink('0944123456', 'طلبك رقم 1a2b & شكراً');
    expect(link).toBe(
      `https://wa.me/963944123456?text=${encodeURIComponent('طلبك رقم 1a2b & شكراً')}`,
    );
    expect(decodeURIComponent(link?.split('?text=')[1] ?? '')).toBe('طلبك رقم 1a2b & شكراً');
    expect(whatsAppLink('', 'x')).toBeNull();
  });

  it('asks Google Maps for directions to the point', () => {
    expect(directionsLink(33.5138, 36.2765)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=33.5138,36.2765',
    );
  });
});
