/**
 * Measures concurrent writes for `npm run bench`: rounds of the six-kind write mix of the
 * concurrency test (tests/helpers/writeMix.ts), each round's writes sent at once from four
 * sessions, against a running host. Prints one JSON line: writes per second (median of the rounds),
 * and how many replies were acknowledged, refused, busy (ErrCode.BUSY) or internal errors (50000).
 *   node -r esbuild-register scripts/write-mix.ts <base URL> [rounds=3] [writes per round=200]
 */
import { ErrCode } from '../src/common/api';
import { fireWriteMix, loginAt, prepareWriteMix, type MixReply, type MixSession } from '../tests/helpers/writeMix';

async function main() {
  const [base, roundsText = '3', perRoundText = '200'] = process.argv.slice(2);
  if (!base) throw new Error('usage: write-mix.ts <base URL> [rounds] [writes per round]');
  const rounds = Number(roundsText);
  const perRound = Number(perRoundText);
  // One after the other: logins at once from one address would meet the login throttle.
  const sessions: MixSession[] = [];
  for (let i = 0; i < 4; i++) sessions.push(await loginAt(base, 'demo_admin'));
  const rates: number[] = [];
  const replies: MixReply[] = [];
  for (let round = 0; round < rounds; round++) {
    const state = await prepareWriteMix(sessions[0]);
    const started = performance.now();
    replies.push(...(await fireWriteMix(state, sessions, perRound)));
    rates.push(perRound / ((performance.now() - started) / 1000));
  }
  rates.sort((a, b) => a - b);
  const count = (test: (r: MixReply) => boolean) => replies.filter(test).length;
  console.log(
    JSON.stringify({
      writesPerSecond: Math.round(rates[Math.floor(rates.length / 2)]),
      acknowledged: count((r) => r.err_code === ErrCode.OK),
      refused: count((r) => r.err_code !== ErrCode.OK && r.err_code !== ErrCode.BUSY && r.err_code !== ErrCode.INTERNAL),
      busy: count((r) => r.err_code === ErrCode.BUSY),
      internal: count((r) => r.err_code === ErrCode.INTERNAL),
    }),
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
