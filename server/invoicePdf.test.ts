import fc from 'fast-check';
import { splitVat } from './invoicePdf';

describe('splitVat', () => {
  it('splits an amount with tax into its amount before tax and the tax, adding up to the fen', () => {
    expect(splitVat(84_000, 6)).toEqual({ netFen: 79_245, taxFen: 4_755 });
    expect(splitVat(10_600, 6)).toEqual({ netFen: 10_000, taxFen: 600 });
    expect(splitVat(0, 6)).toEqual({ netFen: 0, taxFen: 0 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999_999_999 }), fc.constantFrom(0, 1, 3, 6, 9, 13), (gross, rate) => {
        const { netFen, taxFen } = splitVat(gross, rate);
        expect(netFen + taxFen).toBe(gross);
        expect(Number.isInteger(netFen)).toBe(true);
        // The tax is the rate of the amount before tax, to the nearest fen.
        expect(Math.abs(taxFen - (netFen * rate) / 100)).toBeLessThanOrEqual(0.5 + rate / 200);
      }),
    );
  });
});
