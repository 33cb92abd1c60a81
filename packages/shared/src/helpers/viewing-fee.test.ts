import { describe, expect, it } from 'vitest';
import { viewingFeeText } from './viewing-fee';

describe('viewingFeeText', () => {
  it('says the fee in the listing’s currency and where its money is; nothing for a free viewing', () => {
    expect(viewingFeeText(500_000, 'NGN', 'held')).toBe('Viewing fee ₦5,000: held by Ile');
    expect(viewingFeeText('25000', 'SLE', 'refund_pending')).toBe(
      'Viewing fee Le 250: being refunded to the viewer',
    );
    expect(viewingFeeText(500_000, 'NGN', null)).toBe('Viewing fee ₦5,000: not paid yet');
    expect(viewingFeeText(null, null, null)).toBeNull();
  });
});
