/**
 * The default SMS provider: the text always goes to the outbox; the log carries the text (and so the
 * check code) only on a demo host.
 */
import { sql } from 'kysely';
import { openSqlite } from './db/node';
import type { Logger } from './deps';
import { outboxSms } from './sms';

async function sendWith(demo: boolean | undefined) {
  const { db, close } = openSqlite(':memory:');
  await sql`CREATE TABLE sms_outbox (sms_id integer primary key, shop_id integer, phone text, content text, created_at integer)`.execute(db);
  const lines: string[] = [];
  const logger: Logger = { info: (m) => lines.push(m), warn: (m) => lines.push(m), error: (m) => lines.push(m) };
  await outboxSms(logger, demo === undefined ? undefined : { demo }).send(db, { shopId: 1, phone: '13922334455', text: '您的验证码是 482913，10 分钟内有效', at: 0 });
  const outbox = (await sql<{ content: string }>`SELECT content FROM sms_outbox`.execute(db)).rows.map((r) => r.content);
  await close();
  return { lines, outbox };
}

it('keeps check codes out of the log of a production server, and still writes the outbox', async () => {
  for (const demo of [undefined, false]) {
    const { lines, outbox } = await sendWith(demo);
    expect(outbox).toEqual(['您的验证码是 482913，10 分钟内有效']);
    expect(lines.join('\n')).not.toContain('482913');
    expect(lines.join('\n')).not.toContain('13922334455');
    expect(lines).toHaveLength(1);
  }
});

it('writes the text to the log on a demo host, with the phone masked', async () => {
  const { lines } = await sendWith(true);
  expect(lines.join('\n')).toContain('482913');
  expect(lines.join('\n')).not.toContain('13922334455');
});
