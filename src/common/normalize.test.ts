/** The one normalizer of pasted numbers (issue 26), as the forms and the server both run it. */
import { normalizeNumber, toHalfWidth, typedPhone } from './normalize';
import { staffLoginNameRule } from './staffRules';

describe('normalizeNumber', () => {
  it.each([
    ['139 2233 4455', '13922334455'],
    ['139-2233-4455', '13922334455'],
    ['+86 139 2233 4455', '13922334455'],
    ['0086 13922334455', '13922334455'],
    ['(+86) 139–2233–4455', '13922334455'],
    ['１３９ ２２３３ ４４５５', '13922334455'],
    ['\u200b13922334455\u00a0', '13922334455'],
    ['', ''],
  ])('a mobile %j is %j', (typed, stored) => {
    expect(normalizeNumber(typed, 'mobile')).toBe(stored);
  });

  it('keeps what is not a grouped mobile as it is (less the spaces), for the rule to refuse', () => {
    expect(normalizeNumber('139 2233 44556', 'mobile')).toBe('139223344556');
    expect(normalizeNumber('86 239 2233 4455', 'mobile')).toBe('8623922334455');
    expect(normalizeNumber('abc', 'mobile')).toBe('abc');
  });

  it.each([
    ['9144 0606 MA4W 2K8X 3B', '91440606MA4W2K8X3B'],
    ['9144-0606-ma4w-2k8x-3b', '91440606MA4W2K8X3B'],
    ['９１４４０６０６ＭＡ４Ｗ２Ｋ８Ｘ３Ｂ', '91440606MA4W2K8X3B'],
    ['6222 0202 0000 1234 567', '6222020200001234567'],
    ['11010519491231002x', '11010519491231002X'],
    ['528 000', '528000'],
  ])('a code or account %j is %j', (typed, stored) => {
    expect(normalizeNumber(typed, 'code')).toBe(stored);
  });

  it.each([
    ['0757-28812345', '0757-28812345'],
    ['0757 — 2881 2345', '0757-28812345'],
    ['０７５７－２８８１２３４５', '0757-28812345'],
    ['400 800 8888', '4008008888'],
  ])('a landline %j is %j, the area code’s dash kept', (typed, stored) => {
    expect(normalizeNumber(typed, 'landline')).toBe(stored);
  });

  it('is idempotent, so the form and the server may both run it', () => {
    for (const kind of ['mobile', 'landline', 'code'] as const) {
      for (const typed of ['+86 139 2233 4455', '9144 0606 MA4W 2K8X 3B', '0757-28812345']) {
        const once = normalizeNumber(typed, kind);
        expect(normalizeNumber(once, kind)).toBe(once);
      }
    }
  });

  it('turns full-width ASCII into ASCII and leaves Chinese alone', () => {
    expect(toHalfWidth('ＡＢＣ１２３－（）')).toBe('ABC123-()');
    expect(toHalfWidth('演示家具厂')).toBe('演示家具厂');
  });
});

describe('phones at login', () => {
  it('reads a phone however it is written, and nothing else as one', () => {
    expect(typedPhone('139 2233 4455')).toBe('13922334455');
    expect(typedPhone('+86-139-2233-4455')).toBe('13922334455');
    expect(typedPhone('demo_admin')).toBeNull();
    expect(typedPhone('1392233445')).toBeNull();
  });

  it('refuses a login name that would read as a phone, however it is written', () => {
    for (const name of ['13922334455', '139-2233-4455', '+8613922334455', '１３９２２３３４４５５']) expect(staffLoginNameRule(name)).toEqual({ id: 'staff.rule.loginNameLikePhone' });
    expect(staffLoginNameRule('shop-139')).toBeNull();
  });
});
