/**
 * Attempts at a secret that fail (a join code that is no game, a stale reconnection token, a wrong
 * seat credential or monitor password) are how a stranger guesses one, so they are counted per
 * client address and per address block; past the budget every attempt from there is refused the
 * same way, whether its secret was right or not. Someone who has the secret rarely fails, so they
 * are not held up.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AbuseLog } from "./abuse-log.ts";
import { addressBlock, clientAddress } from "./client-address.ts";
import { KeyedBuckets } from "./throttle.ts";

export interface GuessBudget {
  /** Failures a client may have at once, and refilled a second. */
  perClient: { burst: number; perSecond: number };
  /** The same for all the clients of an address block together. */
  perBlock: { burst: number; perSecond: number };
}

export class GuessThrottle {
  private readonly clients: KeyedBuckets;
  private readonly blocks: KeyedBuckets;
  private readonly trustedProxies: number;
  private readonly abuse: AbuseLog;
  /** What the abuse log calls these guesses. */
  private readonly kind: string;

  constructor(kind: string, budget: GuessBudget, trustedProxies: number, abuse: AbuseLog) {
    this.kind = kind;
    this.clients = new KeyedBuckets(budget.perClient.burst, budget.perClient.perSecond);
    this.blocks = new KeyedBuckets(budget.perBlock.burst, budget.perBlock.perSecond);
    this.trustedProxies = trustedProxies;
    this.abuse = abuse;
  }

  /** Whether an attempt from this request's client may be answered at all. */
  allows(req: IncomingMessage): boolean {
    const address = clientAddress(req, this.trustedProxies);
    return this.clients.has(address) && this.blocks.has(addressBlock(address));
  }

  /** The attempt failed (several let through at once are all paid for). */
  failed(req: IncomingMessage) {
    const address = clientAddress(req, this.trustedProxies);
    this.clients.charge(address);
    this.blocks.charge(addressBlock(address));
  }

  /** Answers an attempt that `allows` refused: the same for every secret, right or wrong (docs/protocol.md). */
  refuse(req: IncomingMessage, res: ServerResponse) {
    this.abuse.warn(this.kind, { address: clientAddress(req, this.trustedProxies), path: req.url }, "refused an attempt: too many failed ones came from this address");
    const body = JSON.stringify({ error: "too-many-attempts: too many failed attempts came from your address; try again in a few minutes" });
    // CORS as Colyseus answers matchmaking, so a browser client can read why.
    res.writeHead(429, { "content-type": "application/json", "content-length": Buffer.byteLength(body), "access-control-allow-origin": req.headers.origin ?? "*", "retry-after": "60" });
    res.end(body);
  }

  /** Refuses the request when over budget, else counts it as failed if it is answered with `failedStatus`. */
  guard(req: IncomingMessage, res: ServerResponse, failedStatus: (status: number) => boolean): boolean {
    if (!this.allows(req)) {
      this.refuse(req, res);
      return false;
    }
    res.once("finish", () => { if (failedStatus(res.statusCode)) this.failed(req); });
    return true;
  }
}
