/** What the backend needs from its host. Nothing here is Node-only, so every host can provide it. */
import type { Context } from 'hono';
import type { FieldKeyProvider } from './auth/fieldCrypto';
import type { ImageCodec } from './images/codec';
import type { SheetWriter } from './export/sheet';
import type { PaymentProvider } from './payments/provider';
import type { OrderOffer, OrderRecord } from '../src/common/orders';
import type { ReplyBody } from './http/replyBytes';
import type { Db, Executor, SqlDialect } from './db/schema';

export interface Clock {
  now(): number;
}

export interface Logger {
  info(message: string, extra?: Record<string, unknown>): void;
  warn(message: string, extra?: Record<string, unknown>): void;
  error(message: string, extra?: Record<string, unknown>): void;
}

/** Delivers operator alerts (client error reports) to the team's chat-bot webhook. */
export interface Notifier {
  send(text: string): Promise<void>;
}

/** One text message to a phone. */
export interface SmsMessage {
  shopId: number;
  phone: string;
  text: string;
  /** When it is sent (the app's clock), epoch ms. */
  at: number;
}

/**
 * Sends text messages. It is handed the transaction of the write that asked for the message, so a
 * provider that records messages (the default outbox) records them only when the write commits.
 */
export interface SmsProvider {
  send(db: Executor, message: SmsMessage): Promise<void>;
}

/** One order document sent to the production MES: the order's detail with its quotation. */
export interface MesDocument {
  shopId: number;
  orderNo: string;
  payload: { order: OrderRecord; offer: OrderOffer };
  /** What sent it: ErpOrders-syncMesSale, or confirming the order with ErpPush on (SYSCFG-10). */
  trigger: 'manual' | 'confirm';
  /** When it is sent (the app's clock), epoch ms. */
  at: number;
}

/**
 * Sends orders to the MES. Like the SMS provider it is handed the transaction of the write that
 * sends, so the default (the mes_outbox table, server/orders/mes.ts) keeps a document only when the
 * write commits. A real MES is a network call, which must not run inside a transaction (it holds
 * the write lock, and the call could not be rolled back): a real integration keeps the default's
 * outbox rows and has a relay deliver them after the commit, rather than calling out from `send`.
 */
export interface MesProvider {
  send(db: Executor, document: MesDocument): Promise<void>;
}

export interface AppDeps {
  db: Db;
  dialect: SqlDialect;
  clock?: Clock;
  logger?: Logger;
  notifier?: Notifier;
  /** Where SMS codes go; default: the outbox table, and the server log on a demo host (server/sms.ts). */
  sms?: SmsProvider;
  /** Where orders go to the production MES; default: the mes_outbox table (server/orders/mes.ts). */
  mes?: MesProvider;
  /** Online payments of orders; default: the sandbox (server/payments/provider.ts), confirmed by an operator's command. */
  payments?: PaymentProvider;
  /**
   * A demonstration host (the browser demo; the Node host with DEMO=1): the default SMS provider
   * also writes each text, check codes included, to the log, so the demo works without a gateway.
   * Never on a production server: its log would hold every code.
   */
  demo?: boolean;
  /** PBKDF2 iterations for new hashes; tests may lower it, the Node host never does. */
  passwordIterations?: number;
  /** Idle and absolute session lifetimes in ms. */
  sessionIdleMs?: number;
  sessionMaxMs?: number;
  /** The peer address as the host sees it. */
  clientIp?: (c: Context) => string | undefined;
  /**
   * A request header as the host received it (name in lower case), read without building the web
   * Request's Headers object, which cost the session check a twentieth of its time on Node; the
   * request's own headers by default.
   */
  requestHeader?: (c: Context, name: string) => string | undefined;
  /** Trust X-Forwarded-For / X-Forwarded-Proto / X-Forwarded-Host (only behind a proxy you control). */
  trustProxy?: boolean;
  /** Origins (scheme://host[:port]) besides the request's own that may make state-changing calls. */
  publicOrigins?: string[];
  /** Called after a request that may have written (the browser host persists then). */
  afterWrite?: () => void;
  /**
   * The bytes of the CJK font the invoice PDFs are drawn in (server/fonts/cjkFont.ts), asked for
   * only when a PDF is made: Node reads it from the installed font package, the browser fetches it.
   * Every host that serves invoice downloads provides it; without it a download is a server error.
   */
  loadCjkFont?: () => Promise<Uint8Array>;
  /** How exports become .xlsx files (server/export/sheet.ts): streamed on Node, in memory elsewhere (the default). */
  sheetWriter?: SheetWriter;
  /** The province of China a client address is in, '' where unknown (server/logs/nodeGeo.ts on Node; none in the browser). */
  provinceOf?: ProvinceLookup;
  /** Headers every API reply carries (the Node host's security headers); none by default. */
  replyHeaders?: Readonly<Record<string, string>>;
  /** Compresses a JSON reply the client accepts compressed (the Node host); replies go as they are without it. */
  encodeReply?: ReplyEncoder;
  /**
   * The key personal and bank data are encrypted with at rest (server/auth/fieldCrypto.ts). Every
   * host that serves the merchant application provides it; without it those calls are refused.
   */
  fieldKey?: FieldKeyProvider;
  /**
   * Decodes an uploaded image completely and encodes its pixels again (server/images/codec.ts):
   * sharp on Node and in the jest hosts, the browser's decoder on the `npm start` host. Every host
   * that takes uploads provides it; without it an image upload is a server error.
   */
  imageCodec?: ImageCodec;
}

/**
 * The compressed form of a JSON reply (server/http/replyBytes.ts) for a client that sent
 * `acceptEncoding`, or null to send it as it is (too small to gain, or nothing accepted).
 */
export type ReplyEncoder = (reply: ReplyBody, acceptEncoding: string | undefined) => Promise<{ body: Uint8Array<ArrayBuffer>; encoding: string } | null>;

export type ProvinceLookup = (ip: string) => string;

export const systemClock: Clock = { now: () => Date.now() };

export const consoleLogger: Logger = {
  info: (m, e) => console.info(m, e ?? ''),
  warn: (m, e) => console.warn(m, e ?? ''),
  error: (m, e) => console.error(m, e ?? ''),
};

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
