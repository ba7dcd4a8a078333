import { zhCN, type MessageId } from './zh-CN';

/** Formats a catalogue message with `{name}` placeholders (the server's replies are zh-CN). */
export function formatText(id: MessageId, values: Record<string, string | number> = {}, catalogue: Record<MessageId, string> = zhCN): string {
  return catalogue[id].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
