import { provinceName } from './provinces';

describe('provinceName', () => {
  it('shows a login\'s province in English on English pages, as stored on Chinese ones', () => {
    expect(provinceName('广东省', 'en-US')).toBe('Guangdong');
    expect(provinceName('北京', 'en-US')).toBe('Beijing');
    expect(provinceName('广西壮族自治区', 'en-US')).toBe('Guangxi');
    expect(provinceName('广东省', 'zh-CN')).toBe('广东省');
    expect(provinceName('', 'en-US')).toBe('');
  });
});
