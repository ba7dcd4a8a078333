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

  it('builds each list in a task of its own when given a way to queue tasks', () => {
    const numbers = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    const tasks: (() => void)[] = [];
    warmUpLocaleData('zh-CN', (step) => tasks.push(step));
    expect(tasks).toHaveLength(2);
    expect(numbers).not.toHaveBeenCalled();
    tasks[0]();
    expect(numbers).toHaveBeenCalledWith('zh-CN');
    expect(dates).not.toHaveBeenCalled();
    tasks[1]();
    expect(dates).toHaveBeenCalledWith('zh-CN');
  });

  it('leaves a malformed language tag to react-intl to report, without throwing', () => {
    expect(() => warmUpLocaleData('not a tag!')).not.toThrow();
  });
});
