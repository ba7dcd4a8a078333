import { formatText } from './messages/format';
import type { RuleResult } from './validation';
import {
  certIdRule,
  checkCodeRule,
  departmentNameRule,
  departmentRule,
  fullNameRule,
  isResidentId,
  maskCertId,
  nickNameRule,
  parseGroupIds,
  rolesRule,
  staffLoginNameRule,
  staffPasswordConfirmRule,
  staffPasswordRule,
  staffPhoneRule,
} from './staffRules';

/** The zh-CN text of a rule's answer, or null. */
const text = (r: RuleResult) => (r ? formatText(r.id, r.values) : null);

describe('staff form rules', () => {
  it('[STAFF-FORM-02] [STAFF-FORM-03] login names are required and 2~20 characters, without spaces, never 11 digits', () => {
    expect(text(staffLoginNameRule(''))).toBe('请填写用户名');
    expect(text(staffLoginNameRule('a'))).toBe('请输入2~20个字符');
    expect(text(staffLoginNameRule('a'.repeat(21)))).toBe('请输入2~20个字符');
    expect(staffLoginNameRule('ab')).toBeNull();
    expect(staffLoginNameRule('张三')).toBeNull();
    expect(staffLoginNameRule('a'.repeat(20))).toBeNull();
    expect(text(staffLoginNameRule('a b'))).toBe('用户名不能包含空格或不可见字符');
    expect(text(staffLoginNameRule('ab\u200b'))).toBe('用户名不能包含空格或不可见字符');
    expect(staffLoginNameRule('13800138000')).not.toBeNull();
    expect(staffLoginNameRule('1380013800a')).toBeNull();
  });

  it('[STAFF-FORM-07] [STAFF-FORM-08] [STAFF-FORM-09] [STAFF-FORM-10] passwords are 6~20, must match, required on new only', () => {
    expect(text(staffPasswordRule('12345', true))).toBe('密码长度应为6~20位');
    expect(text(staffPasswordRule('1'.repeat(21), false))).toBe('密码长度应为6~20位');
    expect(staffPasswordRule('', false)).toBeNull();
    expect(staffPasswordRule('', true)).not.toBeNull();
    expect(text(staffPasswordConfirmRule('secret-1', 'secret-2'))).toBe('两次密码不一致');
    expect(staffPasswordConfirmRule('', '')).toBeNull();
  });

  it('[STAFF-FORM-12] [STAFF-FORM-13] full name 2~6, nickname 2~4, both optional', () => {
    expect(text(fullNameRule('张'))).toBe('姓名长度应为2~6位');
    expect(text(fullNameRule('一二三四五六七'))).toBe('姓名长度应为2~6位');
    expect(fullNameRule('欧阳修')).toBeNull();
    expect(fullNameRule('')).toBeNull();
    expect(text(nickNameRule('小'))).toBe('昵称长度应为2~4位');
    expect(text(nickNameRule('一二三四五'))).toBe('昵称长度应为2~4位');
    expect(nickNameRule('小李')).toBeNull();
  });

  it('[STAFF-FORM-14] [STAFF-FORM-15] [STAFF-FORM-24] [STAFF-FORM-25] phones are required and 11 digits starting with 1', () => {
    expect(text(staffPhoneRule(''))).toBe('手机号码不能为空');
    for (const bad of ['1380013800', '138001380001', '23800138000', '1380013800x']) expect(text(staffPhoneRule(bad))).toBe('手机号码格式不对');
    expect(staffPhoneRule('13800138000')).toBeNull();
  });

  it('[STAFF-FORM-18] [STAFF-FORM-19] ID numbers are optional; checked by their check character and birth date', () => {
    expect(certIdRule('')).toBeNull();
    expect(certIdRule('11010519491231002X')).toBeNull();
    expect(isResidentId('11010519491231002x')).toBe(true);
    expect(text(certIdRule('110105194912310021'))).toBe('身份证号码格式不对');
    // The right check character for a date that does not exist (February 30th).
    expect(isResidentId('110105194902300012')).toBe(false);
    expect(isResidentId('110105491231002')).toBe(true);
    expect(isResidentId('110105491331002')).toBe(false);
    expect(maskCertId('11010519491231002X')).toBe('1101**********002X');
  });

  it('[STAFF-FORM-20] [STAFF-FORM-21] [STAFF-FORM-22] department, at least one role, and the 6-digit code when asked', () => {
    expect(text(departmentRule(''))).toBe('请选择组织架构');
    expect(departmentRule(0)).toBeNull();
    expect(text(rolesRule([]))).toBe('请选择岗位角色');
    expect(rolesRule([3])).toBeNull();
    expect(text(checkCodeRule('', true))).toBe('验证码不能为空');
    expect(checkCodeRule('', false)).toBeNull();
    expect(checkCodeRule('123456', true)).toBeNull();
    expect(checkCodeRule('12345', true)).not.toBeNull();
  });

  it('[STAFF-FORM-34] grpID is a comma list of role ids', () => {
    expect(parseGroupIds('3,5, 7')).toEqual([3, 5, 7]);
    expect(parseGroupIds('3,3')).toEqual([3]);
    expect(parseGroupIds('')).toEqual([]);
    expect(parseGroupIds('3,x')).toBeNull();
  });

  it('[ORG-09] [ORG-10] department names are required, at most 20 characters', () => {
    expect(text(departmentNameRule(' '))).toBe('请填写组织架构名称');
    expect(text(departmentNameRule('部'.repeat(21)))).toBe('组织架构名称最多20个字符');
    expect(departmentNameRule('部'.repeat(20))).toBeNull();
  });
});
