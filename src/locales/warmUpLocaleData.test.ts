/** The page's first script prepares the browser's locale lists for react-intl (warmUpLocaleData.ts). */
import { warmUpLocaleData } from './warmUpLocaleData';

describe('warmUpLocaleData', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks the browser for the number and date locales of the page language', () => {
    const numbers = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    warmUpLocaleData('en-US');
    expect(numbers).toHaveBeenCalledWith('en-US');
    expect(dates).toHaveBeenCalledWith('en-US');
  });

  it('leaves a malformed language tag to react-intl to report, without throwing', () => {
    expect(() => warmUpLocaleData('not a tag!')).not.toThrow();
  });
});
