import { enUS } from '../locales/en-US';
import { zhCN } from '../locales/zh-CN';
import { formatText } from './messages/format';
import {
  addressRules,
  billMonthOf,
  dayStartMs,
  fenToYuan,
  fullAddress,
  hasInvoiceInfo,
  invoiceDownloadPath,
  invoiceInfoPayload,
  isBillMonth,
  isDay,
  isMonthClosed,
  isWithdrawable,
  missingAddressParts,
  needsCompanyFields,
  parseInvoiceOrder,
  validateAddress,
  validateInvoiceInfo,
  yuanToFen,
  type AddressForm,
  type InvoiceInfoData,
} from './invoice';
import type { RuleResult } from './validation';

const text = (r: RuleResult) => (r ? formatText(r.id, r.values) : null);

const ADDRESS: AddressForm = {
  receiver: '陈建国',
  province: '440000',
  city: '440600',
  region: '440606',
  address: '乐从镇家具大道 88 号',
  postcode: '',
  tel: '13800138000',
  mail: 'chen@example.com',
};

const COMPANY: InvoiceInfoData = {
  address_id: 3,
  invoice_header: '佛山市演示家具制造有限公司',
  issue_type: 2,
  invoice_type: 2,
  tax_no: '91440606MA51XK3R2T',
  bank_name: '工商银行',
  bank_no: '2013014509100123456',
  address: '顺德区乐从镇',
  phone: '0757-28812345',
};

describe('money', () => {
  it('shows fen as yuan with 2 decimals', () => {
    expect(fenToYuan(0)).toBe('0.00');
    expect(fenToYuan(5)).toBe('0.05');
    expect(fenToYuan(59800)).toBe('598.00');
    expect(fenToYuan(123456789)).toBe('1234567.89');
    expect(fenToYuan(-150)).toBe('-1.50');
  });

  it('[INV-REQ-04] reads yuan with at most 2 decimals as exact fen, refusing anything else', () => {
    expect(yuanToFen('0')).toBe(0);
    expect(yuanToFen('1.5')).toBe(150);
    expect(yuanToFen(' 100.05 ')).toBe(10005);
    expect(yuanToFen(0.29)).toBe(29);
    expect(yuanToFen(598)).toBe(59800);
    expect(yuanToFen('19.99')).toBe(1999);
    for (const bad of ['', '-1', '1.234', '1,000', 'abc', '1e3', '.5', '1.', '999999999999']) expect([bad, yuanToFen(bad)]).toEqual([bad, null]);
    expect(yuanToFen(Number.NaN)).toBeNull();
    expect(yuanToFen(-2)).toBeNull();
  });
});

describe('months and days', () => {
  it('[INV-REQ-06] a billing month is YYYY-MM', () => {
    expect(isBillMonth('2026-01')).toBe(true);
    expect(isBillMonth('2026-12')).toBe(true);
    for (const bad of ['2026-13', '2026-00', '2026-1', '202601', '2026/01', '2026-01-01']) expect(isBillMonth(bad)).toBe(false);
  });

  it('a day is a real calendar date', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2025-02-29')).toBe(false);
    expect(isDay('2025-13-01')).toBe(false);
    expect(isDay('2025-1-01')).toBe(false);
  });

  it('[INV-REQ-29] a month can be invoiced only from the 1st of the next month, China time', () => {
    // 2026-11-30 23:59 China time is still November.
    const lastMinute = Date.UTC(2026, 10, 30, 15, 59);
    expect(billMonthOf(lastMinute)).toBe('2026-11');
    expect(isMonthClosed('2026-11', lastMinute)).toBe(false);
    expect(isMonthClosed('2026-10', lastMinute)).toBe(true);
    // 2026-12-01 00:00 China time.
    const firstOfNext = Date.UTC(2026, 10, 30, 16, 0);
    expect(isMonthClosed('2026-11', firstOfNext)).toBe(true);
    expect(dayStartMs('2026-12-01')).toBe(firstOfNext);
  });
});

describe('address form rules', () => {
  it('[ADDR-12] [ADDR-13] [ADDR-14] [ADDR-15] [ADDR-18] required fields answer the exact messages', () => {
    expect(text(addressRules.receiver(' '))).toBe('请填写收件人');
    expect(text(addressRules.region('440000', '440600', ''))).toBe('请选择区域');
    expect(text(addressRules.address(''))).toBe('请填写详细地址');
    expect(text(addressRules.tel(''))).toBe('请填写手机号');
    expect(text(addressRules.mail(''))).toBe('请填写邮箱');
  });

  it('[ADDR-16] [ADDR-17] the phone is 11 digits starting with 1', () => {
    expect(addressRules.tel('13800138000')).toBeNull();
    for (const bad of ['1380013800', '138001380001', '23800138000', '1380013800x']) expect(text(addressRules.tel(bad))).toBe('手机号不正确');
  });

  it('[ADDR-19] the mail must have an e-mail shape', () => {
    expect(addressRules.mail('a.b@c.cn')).toBeNull();
    for (const bad of ['a@b', 'ab.cn', 'a b@c.cn', '@c.cn']) expect(text(addressRules.mail(bad))).toBe('邮箱不正确');
  });

  it('[ADDR-20] the postcode is optional, 6 digits when given', () => {
    expect(addressRules.postcode('')).toBeNull();
    expect(addressRules.postcode('528315')).toBeNull();
    expect(text(addressRules.postcode('52831a'))).toBe('邮政编码应为6位数字');
  });

  it('[ADDR-13] the server\'s region check refuses codes that are no real path', () => {
    const known = (p: string, c: string, r: string) => `${p}/${c}/${r}` === '440000/440600/440606';
    expect(addressRules.region('440000', '440600', '440606', known)).toBeNull();
    expect(text(addressRules.region('440000', '440600', '110101', known))).toBe('请选择区域');
  });

  it('validateAddress answers the first failure in the form\'s order', () => {
    expect(validateAddress(ADDRESS)).toBeNull();
    expect(text(validateAddress({ ...ADDRESS, receiver: '', mail: '' }))).toBe('请填写收件人');
    expect(text(validateAddress({ ...ADDRESS, tel: '1', mail: '' }))).toBe('手机号不正确');
    expect(text(validateAddress({}))).toBe('请填写收件人');
    expect(text(validateAddress({ ...ADDRESS, receiver: '收'.repeat(31) }))).toBe('收件人最多30个字符');
  });

  it('[ADDR-21] [ADDR-22] names the parts an address lacks before the invoice flow may select it', () => {
    expect(missingAddressParts({ receiver: '陈', address_name: '路', telephone: '13800138000', mail: 'a@b.cn' })).toEqual([]);
    expect(missingAddressParts({ receiver: ' ', address_name: '路', telephone: '', mail: 'a@b.cn' })).toEqual(['receiver', 'telephone']);
  });

  it('writes the full address on one line', () => {
    expect(fullAddress({ province_name: '广东省', city_name: '佛山市', region_name: '顺德区', address_name: '乐从镇' })).toBe('广东省佛山市顺德区乐从镇');
  });
});

describe('invoice info rules', () => {
  it('[INV-INFO-15] [INV-INFO-16] the address and header are required', () => {
    expect(text(validateInvoiceInfo({ ...COMPANY, address_id: undefined }))).toBe('请选择邮寄地址');
    expect(text(validateInvoiceInfo({ ...COMPANY, address_id: 0 }))).toBe('请选择邮寄地址');
    expect(text(validateInvoiceInfo({ ...COMPANY, invoice_header: ' ' }))).toBe('请填写发票抬头');
  });

  it('[INV-INFO-17] [INV-INFO-18] [INV-INFO-19] [INV-INFO-20] [INV-INFO-21] a company special invoice needs the five fields', () => {
    expect(validateInvoiceInfo(COMPANY)).toBeNull();
    expect(text(validateInvoiceInfo({ ...COMPANY, tax_no: '' }))).toBe('请填写税务登记证号');
    expect(text(validateInvoiceInfo({ ...COMPANY, bank_name: '' }))).toBe('请填写开户银行名称');
    expect(text(validateInvoiceInfo({ ...COMPANY, bank_no: '' }))).toBe('请填写基本开户账号');
    expect(text(validateInvoiceInfo({ ...COMPANY, address: '' }))).toBe('请填写注册场所地址');
    expect(text(validateInvoiceInfo({ ...COMPANY, phone: '' }))).toBe('请填写注册固定电话');
  });

  it('[INV-INFO-22] the five fields are optional otherwise', () => {
    const empty = { tax_no: '', bank_name: '', bank_no: '', address: '', phone: '' };
    expect(validateInvoiceInfo({ ...COMPANY, ...empty, invoice_type: 1 })).toBeNull();
    expect(validateInvoiceInfo({ ...COMPANY, ...empty, issue_type: 1, invoice_type: 2 })).toBeNull();
    expect(needsCompanyFields(2, 2)).toBe(true);
    expect(needsCompanyFields(2, 1)).toBe(false);
    expect(needsCompanyFields(1, 2)).toBe(false);
  });

  it('[INV-INFO-24] [INV-INFO-25] the tax number format is only a hint', () => {
    expect(validateInvoiceInfo({ ...COMPANY, tax_no: 'x' })).toBeNull();
    expect(zhCN['invoice.info.taxNoHint']).toContain('15、17、18或20位');
  });

  it('issue type 2 needs an invoice type', () => {
    expect(text(validateInvoiceInfo({ ...COMPANY, invoice_type: undefined }))).toBe('请选择发票类型');
    expect(text(validateInvoiceInfo({ ...COMPANY, invoice_type: 7 }))).toBe('请选择发票类型');
  });

  it('[INV-INFO-12] [INV-INFO-13] [INV-INFO-14] the payload of issue type 1 has only three fields; issue type 2 has all', () => {
    expect(invoiceInfoPayload({ ...COMPANY, issue_type: 1 })).toEqual({ address_id: 3, invoice_header: '佛山市演示家具制造有限公司', issue_type: 1 });
    expect(Object.keys(invoiceInfoPayload(COMPANY)).sort()).toEqual(['address', 'address_id', 'bank_name', 'bank_no', 'invoice_header', 'invoice_type', 'issue_type', 'phone', 'tax_no']);
    expect(invoiceInfoPayload({ ...COMPANY, invoice_header: '  抬头 ' }).invoice_header).toBe('抬头');
  });

  it('[INV-INFO-23] the form\'s summary message exists', () => {
    expect(zhCN['invoice.info.incomplete']).toBe('请填写完整信息');
  });

  it('[API-INV-14] an array means no invoice info', () => {
    expect(hasInvoiceInfo([])).toBe(false);
  });
});

describe('the list', () => {
  it('[INV-LIST-10] parses order "field direction" from the whitelist only', () => {
    expect(parseInvoiceOrder('amount desc')).toEqual({ field: 'amount', direction: 'desc' });
    expect(parseInvoiceOrder(' create_date ASC ')).toEqual({ field: 'create_date', direction: 'asc' });
    expect(parseInvoiceOrder('issue_date asc')).toEqual({ field: 'issue_date', direction: 'asc' });
    expect(parseInvoiceOrder('invoice_state desc')).toEqual({ field: 'invoice_state', direction: 'desc' });
    for (const bad of ['amount', 'invoice_no desc', 'amount up', 'amount desc; drop table x', '']) expect(parseInvoiceOrder(bad)).toBeNull();
  });

  it('[INV-LIST-15] only state 1 is withdrawable', () => {
    expect([1, 2, 3].map(isWithdrawable)).toEqual([true, false, false]);
  });

  it('[INV-LIST-21] the download path carries the invoice number', () => {
    expect(invoiceDownloadPath('26442000000000100001')).toBe('/api/Invoice-download?invoice_no=26442000000000100001');
  });
});

describe('catalogues', () => {
  it('zh-CN and en-US have the same invoice messages', () => {
    const zh = Object.keys(zhCN).filter((k) => k.startsWith('invoice.')).sort();
    const en = Object.keys(enUS).filter((k) => k.startsWith('invoice.')).sort();
    expect(en).toEqual(zh);
    expect(zh.length).toBeGreaterThan(50);
  });
});
