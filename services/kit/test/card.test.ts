import { cardDigits, cardField, cardIssues } from '../src/payments/card.js';

describe('a typed-in card (one rule for the gateway and the services)', () => {
  const good = { cardNumber: '4111 1111-1111 1111', cardExpirationYear: '30', cardExpirationMonth: '12', customerIdentityNumber: '900101' };

  it('takes a number as printed (spaces, dashes) and gives the provider its digits', () => {
    expect(cardIssues(good)).toEqual([]);
    expect(cardDigits(good.cardNumber)).toBe('4111111111111111');
    expect(cardField('cardNumber').safeParse('41111111111111').success).toBe(true);
  });

  it('names every field that is wrong, under the path the request used', () => {
    expect(cardIssues({ cardNumber: '4111 1111 1111 1', cardExpirationYear: '2030', cardExpirationMonth: '13', customerIdentityNumber: '12345' })).toEqual([
      { path: 'card.cardNumber', message: '14 to 16 digits' },
      { path: 'card.cardExpirationYear', message: 'two digits (YY)' },
      { path: 'card.cardExpirationMonth', message: 'two digits (MM)' },
      { path: 'card.customerIdentityNumber', message: 'a birth date (YYMMDD) or a business number (10 digits)' },
    ]);
    expect(cardField('cardNumber').safeParse('4111111111111111111').success).toBe(false);
    expect(cardField('customerIdentityNumber').safeParse('1234567890').success).toBe(true);
  });
});
