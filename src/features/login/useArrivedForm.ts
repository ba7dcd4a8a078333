/**
 * The login form arrives rendered and shows before React has it (the build renders it; its scripts
 * start after the first paint: src/app/paintFirst/paintFirst.ts). This hook gives the form's two
 * inputs their refs and, once React has them, takes in what was typed or filled in before (still in
 * the inputs: React takes the markup over as it is), then says the page is live: a submit held until
 * then goes through. It also puts the focus in the name field.
 */
import type { FormInstance, InputRef } from 'antd';
import { useEffect, useRef } from 'react';
import type { LoginParams } from '../../common/session';
import { announceLive } from '../../app/paintFirst/paintFirst';

export function useArrivedForm(form: FormInstance<LoginParams>) {
  const nameField = useRef<InputRef>(null);
  const passwordField = useRef<InputRef>(null);

  useEffect(() => {
    const inputs = { login_name: nameField.current?.input, password: passwordField.current?.input };
    const current = form.getFieldsValue();
    for (const name of ['login_name', 'password'] as const) {
      const typed = inputs[name]?.value;
      if (typed && !current[name]) form.setFieldValue(name, typed);
    }
    announceLive();
  }, [form]);

  // The name field takes the focus just after the form first shows, not through autoFocus: focusing
  // makes the browser lay the new page out there and then, inside React's commit, the start-up's
  // longest task on a phone. Not from a visitor who is already in a field.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (!document.activeElement || document.activeElement === document.body) nameField.current?.focus();
    }, 0);
    return () => window.clearTimeout(timer);
  }, []);

  return { nameField, passwordField };
}
