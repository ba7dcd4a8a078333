/**
 * The antd form item whose label reads `label` (the label's text, or the text of a span in it when
 * the label carries more, such as a tag), for component tests of forms. The first such item.
 */
export function formItem(label: string): HTMLElement {
  const item = [...document.querySelectorAll<HTMLElement>('.ant-form-item')].find((el) =>
    [...el.querySelectorAll('.ant-form-item-label label, .ant-form-item-label label span')].some((l) => l.textContent === label),
  );
  if (!item) throw new Error(`no field ${label}`);
  return item;
}
