/**
 * One room class serves every game: it looks the game up by id and delegates every rule to the
 * engine. Data flows one way: client message → zod → engine `step` → storage → schema + events.
 * All state changes run through one serial queue, so a move is judged against exactly the state it
 * will change, and it is stored before anyone is told it happened.
 */
import { matchMaker, Room, ServerError, type AuthContext, type Client } from "@colyseus/core";
import { isDeepStrictEqual } from "node:util";
import type { Logger } from "pino";
import { schemaIssues, startMatch, step, type MoveRecord } from "../engine/core/match.ts";
import { CLOSE_SEAT_TAKEN } from "../engine/core/close-codes.ts";
import { platformText } from "../engine/core/messages.ts";
import { clientMessages, createOptionsSchema, joinOptionsSchema, REALTIME, type ClientMessageType, type Pace, type RoomListingMetadata, type RoomMode, type ServerMessages } from "../engine/core/protocol.ts";
import { isRuleError, ruleError, type AnyGame, type ApplyOk, type Move, type Seat, type Text } from "../engine/core/types.ts";
import { isUndo, undoEntry } from "../engine/core/undo.ts";
import type { Storage, StoredGame } from "../server/storage/types.ts";
import type { BotThinker } from "./bot-pool.ts";
import { hashCredential, joinCode, newCredential, newSeed } from "./codes.ts";
import { forgetLobbySeat, noteLobbySeat } from "./lobby-seats.ts";
import { GameLog } from "./game-log.ts";
import { isRated, rateFinishedGame, rateResignation } from "./game-rating.ts";
import { watchMerges, type AccountMerge } from "./account-merges.ts";
import { claimOwnership, releaseOwnership } from "./game-owners.ts";
import { redeemRestoreTicket } from "./restore-ticket.ts";
import { GameRoomState, SeatState } from "./schema.ts";
import { SeatReconnections } from "./seat-reconnections.ts";
import { admitSpectator, MATCHMAKING_CAPACITY } from "./seats-admission.ts";
import { RoomTimers, type Timer } from "./timers.ts";
import { TurnClock } from "./turn-clock.ts";
import { ViewSync } from "./view-sync.ts";
import { jsonFrame } from "./json-frames.ts";

export interface RoomSettings {
  /** How long a dropped player's seat waits for them before a bot plays it. */
  reconnectSeconds: number;
  /** How long a quick match waits for people before bots fill the empty seats. */
  quickMatchWaitSeconds: number;
  /** Pause before a bot moves, so people can follow. */
  botDelayMs: number;
  maxSpectators: number;
  /** A running game with nobody connected is unloaded (it stays stored and resumable) after this. */
  idleUnloadSeconds: number;
  /** The same for a turn-based game, which nobody needs to be at: it wakes on the next visit or when its clock runs out. */
  turnBasedUnloadSeconds: number;
  /** The shortest turn-based clock (per move, a bank, or a bank's increment) a game may be created with. */
  turnClockMinSeconds: number;
}

export interface RoomDeps {
  games: ReadonlyMap<string, AnyGame>;
  storage: Storage;
  logger: Logger;
  settings: RoomSettings;
  /** Where bots think (off the event loop for the built-in games). */
  thinker: BotThinker;
  /** The account a connection is signed in to (its session cookie or token), or null (server/accounts.ts). */
  accountOf(context: AuthContext): Promise<string | null>;
}

interface ClientData {
  seat: Seat | null;
}

interface AuthResult {
  name: string;
  /** The seat a credential or the account proved, or null for a new player / spectator. */
  seat: Seat | null;
  spectate: boolean;
  /** The account the connection is signed in to. */
  accountId: string | null;
}

/** How soon a bot whose move could not be stored tries again. */
const STORAGE_RETRY_MS = 1000;

/** Presence hash of the join codes in use. */
const CODES_KEY = "epochs:join-codes";

export function createGameRoom(deps: RoomDeps) {
  const { games, storage, settings, thinker } = deps;

  return class GameRoom extends Room<{ state: GameRoomState; metadata: RoomListingMetadata; client: Client<{ userData: ClientData }> }> {
    game!: AnyGame;
    mode: RoomMode = "public";
    /** The host's choice whether the game is rated; null: the default (public, no bots), which follows the seats. */
    ratedChoice: boolean | null = null;
    gameState: unknown = null;
    record: StoredGame | null = null;
    /** Every stored log entry with its events, for the live messages, the history and undo. */
    history = new GameLog();
    credentialHashes: (string | null)[] = [];
    /** The account owning each seat (null: a bot, or a seat taken without an account). */
    seatAccounts: (string | null)[] = [];
    /** The key of the bot playing each seat (./bot-pool.ts); a new bot when a seat is taken over again. */
    botKeys = new Map<Seat, string>();
    queue: Promise<unknown> = Promise.resolve();
    shuttingDown = false;
    timers = new RoomTimers();
    botTimer: Timer | null = null;
    turnClock: Timer | null = null;
    /** The game's clock bookkeeping, from the start (or the restore) of the game. */
    paceClock: TurnClock | null = null;
    /** Writes of the clock record, in order; the last one written, to skip writing the same again. */
    clockWrites: Promise<unknown> = Promise.resolve();
    savedClock = "";
    takeoverTimers = new Map<Seat, Timer>();
    reconnections = new SeatReconnections();
    idleTimer: Timer | null = null;
    /** A move's write failed: the stored log may hold it, so the room reads the log before judging again. */
    storageInDoubt = false;
    log = deps.logger;
    /** Each connected client's copy of its seat's (or the spectators') view, kept by patches. */
    views = new ViewSync((audience) => this.gameState === null ? null : { view: this.game.view(this.gameState, audience), stateId: this.state.stateId });

    /** Stops listening for guest merges (./account-merges.ts). */
    stopWatchingMerges: () => void = () => {};
    /**
     * Colyseus has listed the room (onListed). Until then a restored room may yet be discarded: when the same game
     * is restored twice at once, a driver that checks for duplicates (the local one; not the Redis driver of 0.18)
     * keeps the first room listed and drops the other after its onCreate has run.
     */
    listed = false;

    override async onCreate(rawOptions: unknown) {
      // The process's presence, not the room's: Colyseus scopes `this.presence` to the room (its subscriptions end
      // with the room), and one subscription serves every room of the process.
      this.stopWatchingMerges = watchMerges(matchMaker.presence, (merge) => this.enqueue(() => this.accountMerged(merge)));
      // A turn-based room changes only when something happens, so it patches right after each change
      // (see flush) instead of 20 times a second; the slow interval is a safety net. Measured: 1,000 idle
      // rooms polling at 20 Hz cost a quarter of a core.
      this.patchRate = 1000;
      this.registerMessages();
      const { restore: restoreId, ticket } = (rawOptions ?? {}) as { restore?: unknown; ticket?: unknown };
      if (restoreId !== undefined) {
        if (typeof restoreId !== "string" || !(await redeemRestoreTicket(matchMaker.presence, ticket, restoreId))) {
          throw new ServerError(403, "a stored game is restored by the server only");
        }
        return this.restore(restoreId);
      }

      const parsed = createOptionsSchema.safeParse(rawOptions);
      if (!parsed.success) throw new ServerError(400, `bad room options: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
      const opts = parsed.data;
      const game = games.get(opts.game);
      if (!game) throw new ServerError(404, `unknown game "${opts.game}"`);
      if (opts.players < game.minPlayers || opts.players > game.maxPlayers) {
        throw new ServerError(400, `${game.name.en} takes ${game.minPlayers}-${game.maxPlayers} players`);
      }
      const options = game.optionsSchema.safeParse(opts.options);
      if (!options.success) throw new ServerError(400, `bad game options: ${options.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
      const paceProblem = this.paceProblem(opts.pace, opts.mode);
      if (paceProblem) throw new ServerError(400, `bad room options: ${paceProblem}`);

      this.game = game;
      this.mode = opts.mode;
      // Every lobby a person joins by typing its id gets a join code (quick matches are joined by matchmaking).
      if (opts.mode !== "quick") this.roomId = await this.uniqueCode();
      // After the code is claimed: operators look a private game up by the code its players quote.
      this.log = deps.logger.child({ room: this.roomId, game: game.id });

      const state = new GameRoomState();
      state.game = game.id;
      state.mode = opts.mode;
      state.phase = "lobby";
      state.players = opts.players;
      state.options = JSON.stringify(options.data);
      state.clockSeconds = opts.clockSeconds ?? 0;
      state.pace = JSON.stringify(opts.pace);
      this.ratedChoice = opts.rated ?? null;
      for (let i = 0; i < opts.players; i++) state.seats.push(new SeatState({ index: i, name: "", claimed: false, connected: false, bot: false, ready: false }));
      this.state = state;
      this.updateRated();
      this.credentialHashes = Array(opts.players).fill(null);
      this.seatAccounts = Array(opts.players).fill(null);
      this.maxClients = MATCHMAKING_CAPACITY;
      if (opts.mode === "private") await this.setPrivate(true);
      await this.publishMetadata();
      if (opts.mode === "quick") {
        this.timers.after(() => this.enqueue(() => this.fillWithBotsAndStart()), settings.quickMatchWaitSeconds * 1000);
      }
    }

    // ---- joining --------------------------------------------------------------------------------

    override async onAuth(client: Client, rawOptions: unknown, context: AuthContext): Promise<AuthResult> {
      const parsed = joinOptionsSchema.safeParse(rawOptions ?? {});
      if (!parsed.success) throw new ServerError(400, "bad-message: bad join options");
      const { name, credential, spectate } = parsed.data;
      const accountId = await deps.accountOf(context);
      if (credential) {
        const hash = hashCredential(credential);
        const seat = this.credentialHashes.indexOf(hash);
        if (seat < 0) throw new ServerError(403, "bad-credential: this credential holds no seat in this game");
        return { name, seat, spectate: false, accountId };
      }
      // A seat belongs to its account: signed in anywhere, the person gets it back without the credential.
      const owned = accountId === null ? -1 : this.seatAccounts.indexOf(accountId);
      if (owned >= 0 && !spectate) return { name, seat: owned, spectate: false, accountId };
      if (spectate) {
        if (this.state.phase === "lobby") throw new ServerError(409, "wrong-phase: the game has not started yet");
        admitSpectator(this.clients, client, settings.maxSpectators);
        return { name, seat: null, spectate: true, accountId };
      }
      if (this.state.phase !== "lobby") throw new ServerError(409, "wrong-phase: the game has already started");
      if (this.freeSeat() < 0) throw new ServerError(409, "room-full: every seat is taken");
      return { name, seat: null, spectate: false, accountId };
    }

    override onJoin(client: Client<{ userData: ClientData }>) {
      const auth = client.auth as AuthResult;
      let credential: string | undefined;
      let seat = auth.seat;
      if (seat !== null) {
        this.reclaimSeat(client, seat);
        if (auth.accountId && !this.seatAccounts[seat]) this.ownSeat(seat, auth.accountId);
      } else if (auth.spectate) {
        admitSpectator(this.clients, client, settings.maxSpectators); // again: others may have come in since onAuth
      } else {
        seat = this.freeSeat();
        if (seat < 0) throw new ServerError(409, "room-full: every seat is taken");
        credential = newCredential();
        this.credentialHashes[seat] = hashCredential(credential);
        if (auth.accountId) this.ownSeat(seat, auth.accountId);
        const s = this.state.seats[seat];
        s.name = auth.name;
        s.claimed = true;
        s.connected = true;
        if (this.state.hostSeat < 0) this.state.hostSeat = seat;
      }
      client.userData = { seat };
      client.send("welcome", { seat, credential, gameRecordId: this.record?.id ?? null } satisfies ServerMessages["welcome"]);
      this.views.subscribe(client, seat);
      this.sendLog(client, seat, null);
      this.cancelIdleUnload();
      void this.publishMetadata();
      if (this.mode === "quick" && this.state.phase === "lobby" && this.freeSeat() < 0) {
        void this.lock(); // full: quick match looks elsewhere (./seats-admission.ts)
        this.enqueue(() => this.startGame());
      }
      this.flush();
    }

    /**
     * A signed-in person took a seat, or proved with its credential a seat no account owned yet (taken before
     * they had one): the seat is their account's from now on, stored once the game is.
     */
    ownSeat(seat: Seat, accountId: string) {
      this.seatAccounts[seat] = accountId;
      void this.showRating(seat, accountId);
      if (this.state.phase === "lobby") {
        void noteLobbySeat(this.presence, accountId, { roomId: this.roomId, game: this.game.id, seat, players: this.state.players, at: Date.now() })
          .catch((err) => this.log.warn({ err }, "could not note a lobby seat"));
        return;
      }
      if (!this.record) return;
      this.record.seats[seat].accountId = accountId;
      void storage.accounts.setSeatOwner(this.record.id, seat, accountId).catch((err) => this.log.error({ err, seat }, "could not store a seat's owner"));
    }

    /**
     * A guest's games moved into the account its person signed in to: the guest's seats here are that account's
     * now, as storage has them (a game where that account sits already keeps the guest's seat, as storage does).
     */
    accountMerged({ from, to }: AccountMerge) {
      if (this.seatAccounts.includes(to)) return;
      for (const [seat, owner] of this.seatAccounts.entries()) {
        if (owner !== from) continue;
        if (this.state.phase === "lobby") {
          this.forgetLobbySeats([seat]);
          this.ownSeat(seat, to);
          continue;
        }
        this.seatAccounts[seat] = to;
        if (this.record) this.record.seats[seat].accountId = to;
        void this.showRating(seat, to);
      }
    }

    /** Shows the seat's account's rating next to its name, unless the seat changed hands meanwhile. */
    async showRating(seat: Seat, accountId: string) {
      try {
        const rating = (await storage.ratings.ratingsOf(accountId))[this.game.id];
        if (rating && this.seatAccounts[seat] === accountId) this.state.seats[seat].rating = Math.round(rating.rating);
      } catch (err) {
        this.log.warn({ err, seat }, "could not read a seat's rating");
      }
    }

    /** Forgets who sits where in the lobby listing of accounts (the seat was freed, or the game started). */
    forgetLobbySeats(seats: Seat[]) {
      for (const seat of seats) {
        const accountId = this.seatAccounts[seat];
        if (accountId) void forgetLobbySeat(this.presence, accountId, this.roomId).catch((err) => this.log.warn({ err }, "could not forget a lobby seat"));
      }
    }

    /** A person proved a seat with its credential: any older connection for that seat is closed. */
    reclaimSeat(client: Client, seat: Seat) {
      this.reconnections.cancel(seat);
      for (const other of this.clients) {
        if (other !== client && other.userData?.seat === seat) {
          other.userData = { seat: null };
          other.leave(CLOSE_SEAT_TAKEN, "seat reclaimed from another connection");
        }
      }
      const s = this.state.seats[seat];
      s.connected = true;
      this.clearTakeover(seat);
      if (s.bot && this.credentialHashes[seat]) {
        s.bot = false;
        this.forgetBot(seat);
      }
      if (this.paceClock?.back(seat)) this.log.info({ seat }, "the owner is back; the bot gives the seat up");
      this.armTurnClock();
    }

    override async onDrop(client: Client<{ userData: ClientData }>) {
      const seat = client.userData?.seat ?? null;
      this.views.unsubscribe(client);
      if (seat === null || this.shuttingDown) return;
      this.state.seats[seat].connected = false;
      this.flush();
      try {
        await this.reconnections.hold(seat, client, this.allowReconnection(client, settings.reconnectSeconds));
      } catch {
        // The window passed (onLeave follows and hands the seat on), or the seat was taken back.
      }
    }

    override onReconnect(client: Client<{ userData: ClientData }>) {
      const seat = client.userData?.seat ?? null;
      this.views.subscribe(client, seat);
      // A reconnected client may have missed messages while away: it gets the log again whole (its latest page).
      this.sendLog(client, seat, null);
      if (seat === null) return;
      this.state.seats[seat].connected = true;
      client.send("welcome", { seat, gameRecordId: this.record?.id ?? null } satisfies ServerMessages["welcome"]);
      this.cancelIdleUnload();
      this.flush();
    }

    override onLeave(client: Client<{ userData: ClientData }>) {
      this.views.unsubscribe(client);
      const seat = client.userData?.seat ?? null;
      if (seat !== null && !this.shuttingDown && !this.clients.some((c) => c.userData?.seat === seat)) this.seatLeft(seat);
      this.scheduleIdleUnload();
      void this.publishMetadata();
      this.flush();
    }

    /** In the lobby a seat is freed; in a game a bot plays it until its owner reclaims it. */
    seatLeft(seat: Seat) {
      const s = this.state.seats[seat];
      s.connected = false;
      if (this.state.phase === "lobby") {
        s.claimed = false;
        s.name = "";
        s.ready = false;
        s.rating = 0;
        this.credentialHashes[seat] = null;
        this.forgetLobbySeats([seat]);
        this.seatAccounts[seat] = null;
        if (this.state.hostSeat === seat) this.state.hostSeat = this.state.seats.findIndex((x) => x.claimed);
        if (this.mode === "quick") void this.unlock();
        return;
      }
      // Turn-based: nobody needs to be there; a bot steps in only when the seat's clock runs out.
      if (this.state.phase === "playing" && !this.paceClock?.turnBased) this.handToBot(seat);
    }

    handToBot(seat: Seat) {
      this.clearTakeover(seat);
      const s = this.state.seats[seat];
      s.bot = true;
      this.log.info({ seat }, "seat handed to a bot");
      this.scheduleBots();
    }

    // ---- messages -------------------------------------------------------------------------------

    registerMessages() {
      for (const type of Object.keys(clientMessages) as ClientMessageType[]) {
        this.onMessage(type, (client: Client<{ userData: ClientData }>, raw: unknown) => {
          const parsed = clientMessages[type].safeParse(raw ?? {});
          const requestId = typeof (raw as { requestId?: unknown })?.requestId === "string" ? (raw as { requestId: string }).requestId : undefined;
          if (!parsed.success) return this.sendError(client, "bad-message", platformText("room.badMessage", { type, details: schemaIssues(parsed.error, "message") }), requestId);
          this.enqueue(() => this.handle(type, client, parsed.data as never));
        });
      }
      this.onMessage("*", (client: Client, type: string | number) => {
        this.sendError(client, "bad-message", platformText("room.unknownMessage", { type: String(type) }));
      });
    }

    async handle(type: ClientMessageType, client: Client<{ userData: ClientData }>, msg: Record<string, unknown>) {
      const seat = client.userData?.seat ?? null;
      if (type === "sync") return this.views.subscribe(client, seat);
      if (type === "log") return this.sendLog(client, seat, msg.before as number);
      if (seat === null) return this.sendError(client, "not-seated", platformText("room.notSeated"), msg.requestId as string | undefined);
      switch (type) {
        case "resign":
          return this.resign(client, seat);
        case "move":
          return this.playerMove(client, seat, msg as { stateId: number; move: Move; requestId?: string });
        case "undo":
          return this.playerUndo(client, seat, msg as { stateId: number; requestId?: string });
        case "hints":
          return this.sendHints(client, seat);
        case "ready":
          if (this.state.phase !== "lobby") return this.sendError(client, "wrong-phase", platformText("room.started"));
          this.state.seats[seat].ready = msg.ready as boolean;
          return;
        default:
          return this.hostCommand(type, client, seat, msg);
      }
    }

    async hostCommand(type: ClientMessageType, client: Client, seat: Seat, msg: Record<string, unknown>) {
      if (seat !== this.state.hostSeat) return this.sendError(client, "not-host", platformText("room.notHost"));
      if (this.state.phase !== "lobby") return this.sendError(client, "wrong-phase", platformText("room.started"));
      if (type === "configure") {
        if (msg.options !== undefined) {
          const parsed = this.game.optionsSchema.safeParse(msg.options);
          if (!parsed.success) return this.sendError(client, "bad-options", platformText("core.badOptions", { details: schemaIssues(parsed.error) }));
          this.state.options = JSON.stringify(parsed.data);
        }
        if (msg.pace !== undefined) {
          const problem = this.paceProblem(msg.pace as Pace, this.mode);
          if (problem) return this.sendError(client, "bad-options", platformText("core.badOptions", { details: problem }));
          this.state.pace = JSON.stringify(msg.pace);
        }
        if (msg.clockSeconds !== undefined) this.state.clockSeconds = (msg.clockSeconds as number | null) ?? 0;
        if (msg.rated !== undefined) this.ratedChoice = msg.rated as boolean;
        this.updateRated();
        for (const s of this.state.seats) s.ready = false; // readiness was for the old settings
        return this.publishMetadata(); // the open lobbies list shows the pace and whether it is rated
      }
      if (type === "add-bot") {
        const free = this.freeSeat();
        if (free < 0) return this.sendError(client, "room-full", platformText("room.full"));
        this.seatBot(free);
        this.updateRated();
        return this.publishMetadata();
      }
      if (type === "remove-bot") {
        const s = this.state.seats[msg.seat as number];
        if (!s || !s.bot) return this.sendError(client, "bad-message", platformText("room.noBot"));
        s.bot = false; s.claimed = false; s.name = ""; s.ready = false;
        this.updateRated();
        return this.publishMetadata();
      }
      if (type === "start") {
        const unready = this.state.seats.filter((s) => s.claimed && !s.bot && !s.ready && s.index !== seat);
        if (unready.length) return this.sendError(client, "not-ready", platformText("room.notReady", { names: unready.map((s) => s.name).join(", ") }));
        return this.fillWithBotsAndStart();
      }
    }

    /**
     * The seat is given up for good: neither its credential nor its account gets it back, and a bot plays it to
     * the end. Stored first, so a restart cannot hand it back.
     */
    async resign(client: Client<{ userData: ClientData }>, seat: Seat) {
      if (this.state.phase !== "playing") return this.sendError(client, "wrong-phase", platformText("room.notRunning"));
      let ratings: ServerMessages["ratings"] | null;
      try {
        ratings = await rateResignation(storage, this.record!, seat);
        await storage.accounts.releaseSeat(this.record!.id, seat);
      } catch (err) {
        this.log.error({ err, seat }, "could not store a resignation");
        return this.sendError(client, "storage", platformText("room.resignNotSaved"));
      }
      if (ratings) this.publishRatings(ratings);
      this.credentialHashes[seat] = null;
      this.seatAccounts[seat] = null;
      this.record!.seats[seat] = { ...this.record!.seats[seat], credentialHash: null, accountId: null, bot: true };
      this.reconnections.cancel(seat);
      for (const c of this.clients) {
        if (c.userData?.seat !== seat) continue;
        c.userData = { seat: null };
        this.views.subscribe(c, null);
      }
      this.state.seats[seat].connected = false;
      this.handToBot(seat);
      client.send("resigned", { seat } satisfies ServerMessages["resigned"]);
      this.log.info({ seat }, "a player resigned; a bot plays the seat to the end");
    }

    /** New ratings: on the seats, and told to the table (the end screen shows the change). */
    publishRatings(ratings: ServerMessages["ratings"]) {
      for (const r of ratings.seats) this.state.seats[r.seat].rating = r.after;
      this.broadcast("ratings", ratings, { afterNextPatch: true });
    }

    /**
     * The lobby's rated flag: the host's choice, else rated when public and no bot sits. A quick match has no host
     * to choose (its first seat is no host's): it is rated unless bots filled it.
     */
    updateRated() {
      const choice = this.mode === "quick" ? null : this.ratedChoice;
      this.state.rated = choice ?? (this.mode !== "private" && !this.state.seats.some((s) => s.bot));
    }

    seatBot(seat: Seat) {
      const s = this.state.seats[seat];
      s.claimed = true; s.bot = true; s.ready = true; s.name = `Bot ${seat + 1}`;
    }

    async fillWithBotsAndStart() {
      if (this.state.phase !== "lobby") return;
      for (let i = this.freeSeat(); i >= 0; i = this.freeSeat()) this.seatBot(i);
      this.updateRated();
      await this.startGame();
    }

    async startGame() {
      if (this.state.phase !== "lobby") return;
      const options = JSON.parse(this.state.options);
      const seed = newSeed();
      const started = startMatch(this.game, this.state.players, options, seed);
      if (isRuleError(started)) {
        this.log.error({ err: started }, "could not start");
        return this.broadcastError("bad-options", started.text);
      }
      const now = Date.now();
      const record: StoredGame = {
        id: crypto.randomUUID(), roomId: this.roomId, game: this.game.id, mode: this.mode, options: started.options, seed,
        players: this.state.players,
        seats: this.state.seats.map((s) => ({ name: s.name, credentialHash: this.credentialHashes[s.index], bot: s.bot, accountId: this.seatAccounts[s.index] })),
        clockSeconds: this.state.clockSeconds || null, pace: this.pace(), clock: null, rated: this.state.rated, status: "playing", outcome: null,
        createdAt: now, updatedAt: now,
      };
      try {
        await storage.createGame(record);
      } catch (err) {
        this.log.error({ err }, "could not store the new game");
        return this.broadcastError("storage", platformText("room.startNotSaved"));
      }
      this.record = record;
      this.paceClock = new TurnClock(record.pace, this.state.clockSeconds, record.players, null);
      this.forgetLobbySeats(this.state.seats.map((s) => s.index));
      this.gameState = started.state;
      await this.enterPlaying();
      for (const c of this.clients) {
        c.send("welcome", { seat: c.userData?.seat ?? null, gameRecordId: record.id } satisfies ServerMessages["welcome"]);
        this.sendLog(c, c.userData?.seat ?? null, null);
      }
      this.log.info({ gameRecord: record.id }, "game started");
    }

    /** Shared by a fresh start and a restore: the room becomes a running game. */
    async enterPlaying() {
      this.state.phase = "playing";
      this.autoDispose = false; // a running game outlives its connections (see idle unload)
      await this.setPrivate(true); // out of quick match and the lobby listing; joinById still works
      await this.unlock();
      // A restored room is still being created here: it claims the game once it is listed (onListed).
      if (this.listed) await claimOwnership(this.presence, this.roomId);
      await this.publishMetadata();
      this.pushHints();
      this.views.publish();
      this.afterChange();
    }

    /**
     * Called by the room's handler when Colyseus lists the room (its "create" event, for a room it keeps). A restored
     * game becomes this process's now: a dropped duplicate that claimed it would take the entry from the room that
     * serves it (and release it on its way out), and a survivor's sweep would never find the game again.
     */
    async onListed() {
      this.listed = true;
      if (this.state.phase !== "playing") return;
      await claimOwnership(this.presence, this.roomId).catch((err) => this.log.error({ err }, "could not record which process serves the game"));
    }

    // ---- moves ----------------------------------------------------------------------------------

    async playerMove(client: Client, seat: Seat, msg: { stateId: number; move: Move; requestId?: string }) {
      if (this.state.phase !== "playing") return this.sendError(client, "wrong-phase", platformText("room.notRunning"), msg.requestId);
      // Before the state id is compared: the stored log may hold a move the player has not seen yet.
      if (!(await this.caughtUpWithStorage())) return this.sendError(client, "storage", platformText("room.moveNotSaved"), msg.requestId);
      if (msg.stateId !== this.state.stateId) {
        return this.sendError(client, "stale-state", platformText("room.staleState", { made: msg.stateId, current: this.state.stateId }), msg.requestId);
      }
      const result = await this.commit(seat, msg.move);
      if (isRuleError(result)) return this.sendError(client, result.code, result.text, msg.requestId);
      client.send("ack", { requestId: msg.requestId, stateId: this.state.stateId } satisfies ServerMessages["ack"], { afterNextPatch: true });
    }

    /** Judges, stores, then publishes one move. Nothing changes unless all three succeed. */
    async commit(seat: Seat, move: Move) {
      const result = step(this.game, this.gameState, seat, move);
      if (isRuleError(result)) return result;
      const index = this.state.stateId;
      try {
        await storage.appendMove(this.record!.id, index, { seat, move });
      } catch (err) {
        this.log.error({ err }, "could not store a move");
        // A write whose answer was lost (the connection dropped after the commit) may be stored:
        // only the stored log tells, so the room reads it before it judges anything again.
        this.storageInDoubt = true;
        const applied = await this.catchUpWithStorage();
        if (applied?.length === 1 && applied[0].seat === seat && isDeepStrictEqual(applied[0].move, move)) return result;
        return ruleError("storage", platformText("room.moveNotSaved"));
      }
      await this.applyStored(seat, move, result);
      return result;
    }

    /** Publishes a move that is stored. */
    async applyStored(seat: Seat, move: Move, result: ApplyOk<unknown>) {
      this.history.addMove(seat, move, result, this.gameState);
      this.gameState = result.state;
      await this.published(seat, true);
      return result;
    }

    /**
     * Takes back the seat's last move when it may (engine/core/undo.ts): an undo entry is stored (marking the
     * move), then the game returns to the state before that move, which is what replaying the log without it gives.
     */
    async playerUndo(client: Client, seat: Seat, msg: { stateId: number; requestId?: string }) {
      if (this.state.phase !== "playing") return this.sendError(client, "wrong-phase", platformText("room.notRunning"), msg.requestId);
      if (!(await this.caughtUpWithStorage())) return this.sendError(client, "storage", platformText("room.undoNotSaved"), msg.requestId);
      if (msg.stateId !== this.state.stateId) {
        return this.sendError(client, "stale-state", platformText("room.staleState", { made: msg.stateId, current: this.state.stateId }), msg.requestId);
      }
      const index = this.undoableBy(seat);
      if (index === null) return this.sendError(client, "cannot-undo", platformText("room.cannotUndo"), msg.requestId);
      try {
        await storage.appendMove(this.record!.id, this.state.stateId, undoEntry(seat, index));
      } catch (err) {
        this.log.error({ err }, "could not store an undo");
        this.storageInDoubt = true; // as for a move (commit): the undo may be stored all the same
        const applied = await this.catchUpWithStorage();
        if (!(applied?.length === 1 && isUndo(applied[0]) && applied[0].seat === seat)) {
          return this.sendError(client, "storage", platformText("room.undoNotSaved"), msg.requestId);
        }
        return client.send("ack", { requestId: msg.requestId, stateId: this.state.stateId } satisfies ServerMessages["ack"], { afterNextPatch: true });
      }
      this.gameState = this.history.takeBack(seat, index);
      await this.published(seat, false);
      client.send("ack", { requestId: msg.requestId, stateId: this.state.stateId } satisfies ServerMessages["ack"], { afterNextPatch: true });
    }

    /** The log index of the move `seat` may take back now, or null. */
    undoableBy(seat: Seat): number | null {
      return this.history.undoable(seat, this.game.pending(this.gameState).some((p) => p.seat === seat));
    }

    /** After a new log entry by `by` (`moved`: a move, not an undo): the new state id, everyone's view, the entry's events, then what follows. */
    async published(by: Seat, moved: boolean) {
      this.paceClock?.decided(by, Date.now(), moved);
      this.state.stateId++;
      this.pushHints();
      this.views.publish();
      this.broadcastEvents();
      await this.afterChangeAsync();
    }

    /** False while a failed write leaves the room unsure of the stored log and storage cannot be read yet. */
    async caughtUpWithStorage() {
      return !this.storageInDoubt || (await this.catchUpWithStorage()) !== null;
    }

    /**
     * After a failed write: applies the log entries storage has beyond this room's state (at most the
     * one whose answer was lost: a move or an undo) and returns them; null while storage cannot be read,
     * or if the log holds an entry the game refuses.
     */
    async catchUpWithStorage(): Promise<MoveRecord[] | null> {
      let entries: MoveRecord[];
      try {
        entries = (await storage.loadGame(this.record!.id))?.moves ?? [];
      } catch (err) {
        this.log.warn({ err }, "storage is still unavailable");
        return null;
      }
      const missing = entries.slice(this.state.stateId);
      for (const stored of missing) {
        this.log.warn({ index: this.state.stateId }, "a log entry whose write seemed to fail was stored; applied");
        if (isUndo(stored)) {
          this.gameState = this.history.takeBack(stored.seat, Number(stored.move.move));
          await this.published(stored.seat, false);
          continue;
        }
        const result = step(this.game, this.gameState, stored.seat, stored.move);
        if (isRuleError(result)) {
          this.log.error({ err: result, index: this.state.stateId }, "the stored log holds a move this game refuses");
          return null;
        }
        await this.applyStored(stored.seat, stored.move, result);
      }
      this.storageInDoubt = false;
      return missing;
    }

    afterChange() {
      void this.afterChangeAsync();
    }

    async afterChangeAsync() {
      const outcome = this.game.outcome(this.gameState);
      if (outcome) return this.finish(outcome);
      const waiting = [...new Set(this.game.pending(this.gameState).map((p) => p.seat))];
      const changed = waiting.join() !== this.state.waitingFor.join();
      this.state.waitingFor.splice(0, this.state.waitingFor.length, ...waiting);
      if (changed) void this.publishMetadata(); // "My games" tells whose turn it is from the listing
      this.state.undoSeat = waiting.find((seat) => this.history.undoable(seat, true) !== null) ?? -1;
      this.armTurnClock();
      this.scheduleBots();
    }

    async finish(outcome: NonNullable<ReturnType<AnyGame["outcome"]>>) {
      if (this.state.phase === "finished") return;
      this.state.phase = "finished";
      this.state.outcome = JSON.stringify(outcome);
      this.state.waitingFor.clear();
      this.state.undoSeat = -1;
      this.state.deadline = 0;
      this.state.clockSeat = -1;
      this.clearTimers();
      // The last move's views went out already: the end goes with them, not after the commits below (which wait
      // for the disk), or clients would hold the final view of a game that still looks running.
      this.flush();
      let ratings: ServerMessages["ratings"] | null = null;
      try {
        // Before the outcome is stored: a crash between the two leaves the game unfinished, so its restore
        // replays to the same end and finishes it, and rating being once per game makes that repeat change nothing.
        ratings = await rateFinishedGame(storage, this.record!, outcome);
        await storage.finishGame(this.record!.id, outcome);
      } catch (err) {
        this.log.error({ err }, "could not store the outcome or the ratings (the move log is stored; it replays to the same end)");
      }
      this.broadcast("outcome", outcome, { afterNextPatch: true });
      if (ratings) this.publishRatings(ratings);
      this.autoDispose = true;
      if (this.clients.length === 0) void this.disconnect();
      void this.publishMetadata();
    }

    // ---- bots and clocks ------------------------------------------------------------------------

    botKey(seat: Seat) {
      let key = this.botKeys.get(seat);
      if (!key) this.botKeys.set(seat, (key = `${this.record?.id}/${seat}/${this.state.stateId}`));
      return key;
    }

    forgetBot(seat: Seat) {
      const key = this.botKeys.get(seat);
      if (key) thinker.forget(key);
      this.botKeys.delete(seat);
    }

    scheduleBots() {
      if (this.state.phase !== "playing" || this.botTimer) return;
      const prompt = this.game.pending(this.gameState).find((p) => this.state.seats[p.seat].bot);
      if (!prompt) return;
      this.botTimer = this.timers.after(() => {
        this.botTimer = null;
        this.enqueue(() => this.botMove(prompt.seat));
      }, settings.botDelayMs);
    }

    async botMove(seat: Seat) {
      if (!(await this.caughtUpWithStorage())) return this.retryBotLater(seat);
      if (this.state.phase !== "playing" || !this.game.pending(this.gameState).some((p) => p.seat === seat)) return this.scheduleBots();
      let move: Move | null;
      try {
        move = await thinker.choose(this.game, this.botKey(seat), `${this.record?.seed}/${seat}/${this.state.stateId}`, this.gameState, seat);
      } catch (err) {
        return this.log.error({ seat, err }, "a bot failed while choosing a move");
      }
      if (!move) return this.log.error({ seat }, "a bot found no legal move for its prompt");
      const result = await this.commit(seat, move);
      if (isRuleError(result) && result.code === "storage") this.retryBotLater(seat);
      else if (isRuleError(result)) this.log.error({ seat, move, err: result }, "a bot's move was rejected");
    }

    /** Nobody would ask again for a bot whose move could not be stored: it tries again once storage may be back. */
    retryBotLater(seat: Seat) {
      this.botTimer ??= this.timers.after(() => {
        this.botTimer = null;
        this.enqueue(() => this.botMove(seat));
      }, STORAGE_RETRY_MS);
    }

    /**
     * Times the decision of the first seat a person plays among those the game waits for (./turn-clock.ts), keeping
     * the deadline it already had, and arms the timer for it; stores the clock when it changed.
     */
    armTurnClock() {
      if (this.turnClock) this.turnClock.clear();
      this.turnClock = null;
      const clock = this.paceClock;
      if (!clock || this.state.phase !== "playing") return;
      const human = this.state.waitingFor.find((seat) => !this.state.seats[seat].bot);
      clock.time(human ?? null, Date.now());
      const running = clock.running;
      this.state.deadline = running?.deadline ?? 0;
      this.state.clockSeat = running?.seat ?? -1;
      const banks = clock.banks ?? [];
      if (banks.join() !== this.state.banks.join()) this.state.banks.splice(0, this.state.banks.length, ...banks);
      this.saveClock();
      if (!running) return;
      this.turnClock = this.timers.after(() => {
        this.turnClock = null;
        this.enqueue(() => this.clockRanOut(running.seat));
      }, Math.max(0, running.deadline - Date.now()));
    }

    /**
     * A bot answers for the seat. Turn-based, with nobody at the seat, the bot plays it from now on until its
     * owner comes back (stored, so a reloaded game goes on the same way).
     */
    async clockRanOut(seat: Seat) {
      if (this.state.phase !== "playing" || this.paceClock?.running?.seat !== seat) return;
      this.paceClock.expired(seat);
      const present = this.clients.some((c) => c.userData?.seat === seat);
      if (this.paceClock.turnBased && !present) {
        this.log.info({ seat }, "turn clock ran out with nobody at the seat; a bot plays it until its owner is back");
        this.paceClock.markAway(seat);
        this.handToBot(seat);
        this.armTurnClock();
        return;
      }
      this.log.info({ seat }, "turn clock ran out; a bot answers");
      await this.botMove(seat);
    }

    /** Stores the clock record if it changed since the last write (in order, never blocking the room's queue). */
    saveClock() {
      // A game whose decisions are never timed has nothing to store.
      if (!this.paceClock?.enabled || !this.record) return;
      const record = this.paceClock.snapshot();
      const text = JSON.stringify(record);
      if (text === this.savedClock) return;
      this.savedClock = text;
      this.record.clock = record;
      void this.publishMetadata(); // "My games" shows the time left from the listing
      const id = this.record.id;
      this.clockWrites = this.clockWrites.then(() => storage.saveClock(id, record))
        .catch((err) => {
          this.savedClock = ""; // the next change writes it again
          this.log.error({ err }, "could not store the turn clock");
        });
    }

    /** The pace set in the lobby. */
    pace(): Pace {
      return this.state.pace ? JSON.parse(this.state.pace) as Pace : REALTIME;
    }

    /** Why a pace cannot be used in this room, or null (a quick match is real-time; turn-based clocks have a floor). */
    paceProblem(pace: Pace, mode: RoomMode): string | null {
      if (pace.kind === "realtime") return null;
      if (mode === "quick") return "pace: a quick match is played in real time";
      const min = settings.turnClockMinSeconds;
      const shortest = pace.kind === "per-move" ? pace.seconds : Math.min(pace.seconds, pace.incrementSeconds);
      return shortest < min ? `pace: a turn-based clock takes at least ${min} seconds` : null;
    }

    clearTakeover(seat: Seat) {
      this.takeoverTimers.get(seat)?.clear();
      this.takeoverTimers.delete(seat);
    }

    clearTimers() {
      this.botTimer?.clear();
      this.turnClock?.clear();
      this.botTimer = this.turnClock = null;
      for (const t of this.takeoverTimers.values()) t.clear();
      this.takeoverTimers.clear();
    }

    scheduleIdleUnload() {
      if (this.state.phase !== "playing" || this.clients.length > 0 || this.idleTimer) return;
      const turnBased = this.paceClock?.turnBased ?? false;
      this.idleTimer = this.timers.after(() => {
        this.idleTimer = null;
        // A turn-based game unloads only while it waits for people: bots playing on would stop with nobody to wake them.
        if (turnBased && this.state.waitingFor.some((seat) => this.state.seats[seat].bot)) return this.scheduleIdleUnload();
        this.log.info("nobody connected; unloading the game (it stays stored)");
        void this.disconnect();
      }, (turnBased ? settings.turnBasedUnloadSeconds : settings.idleUnloadSeconds) * 1000);
    }

    cancelIdleUnload() {
      this.idleTimer?.clear();
      this.idleTimer = null;
    }

    // ---- restore --------------------------------------------------------------------------------

    /** Rebuilds an unfinished game from storage after a restart; its players rejoin by credential. */
    async restore(recordId: string) {
      const loaded = await storage.loadGame(recordId);
      if (!loaded) throw new ServerError(404, `no stored game ${recordId}`);
      const { game: record, moves } = loaded;
      const game = games.get(record.game);
      if (!game) throw new ServerError(404, `stored game uses unknown game "${record.game}"`);
      const rebuilt = GameLog.replayed(game, { players: record.players, options: record.options, seed: record.seed }, moves);
      this.game = game;
      this.mode = record.mode;
      this.record = record;
      this.roomId = record.roomId;
      this.log = deps.logger.child({ room: this.roomId, game: game.id, gameRecord: record.id });
      this.gameState = rebuilt.state;
      this.history = rebuilt.log;
      this.credentialHashes = record.seats.map((s) => s.credentialHash);
      this.seatAccounts = record.seats.map((s) => s.accountId ?? null);
      const state = new GameRoomState();
      state.game = game.id;
      state.mode = record.mode;
      state.phase = "lobby"; // enterPlaying() moves it on
      state.players = record.players;
      state.hostSeat = record.seats.findIndex((s) => s.credentialHash);
      state.options = JSON.stringify(record.options);
      state.clockSeconds = record.clockSeconds ?? 0;
      state.pace = JSON.stringify(record.pace);
      state.rated = isRated(record);
      state.stateId = moves.length;
      // The clock as stored: its deadline holds (no fresh clock for a reloaded game), and away seats stay the bots'.
      this.paceClock = new TurnClock(record.pace, state.clockSeconds, record.players, record.clock);
      this.savedClock = record.clock ? JSON.stringify(record.clock) : "";
      const away = this.paceClock.away;
      record.seats.forEach((s, i) => state.seats.push(new SeatState({ index: i, name: s.name, claimed: true, connected: false, bot: s.bot || away.includes(i), ready: true })));
      this.state = state;
      // Real-time: people get the reconnection window to come back before bots play their seats. Turn-based: nobody needs to.
      if (!this.paceClock.turnBased) {
        record.seats.forEach((s, i) => {
          if (!s.bot) this.takeoverTimers.set(i, this.timers.after(() => this.handToBot(i), settings.reconnectSeconds * 1000));
        });
      }
      await this.enterPlaying();
      this.scheduleIdleUnload();
      this.log.info({ moves: moves.length }, "game restored from storage");
    }

    // ---- sync and helpers -----------------------------------------------------------------------

    /** The latest log entry's events, redacted for each recipient (encoded once per audience). */
    broadcastEvents() {
      const index = this.history.length - 1;
      const frames = new Map<Seat | null, Buffer>();
      for (const c of this.clients) {
        const audience: Seat | null = c.userData?.seat ?? null;
        let frame = frames.get(audience);
        if (!frame) frames.set(audience, (frame = jsonFrame("events", this.history.message(index, audience))));
        c.enqueueRaw(frame, { afterNextPatch: true });
      }
    }

    /** A page of the log for `client` (the latest one when `before` is null); nothing before the game starts. */
    sendLog(client: Client, audience: Seat | null, before: number | null) {
      if (this.state.phase === "lobby") return;
      client.send("log", this.history.page(audience, before) satisfies ServerMessages["log"]);
    }

    sendHints(client: Client, seat: Seat) {
      client.enqueueRaw(jsonFrame("hints", this.hintsFor(seat)));
    }

    /**
     * Each connected seat the new state waits for gets its hints unasked, ahead of the view that shows the
     * state (a client keeps them until then): the seat needs them at once, and asking would cost every move
     * a round trip and a request. Called before the views are published.
     */
    pushHints() {
      const deciding = new Set(this.game.pending(this.gameState).map((p) => p.seat));
      const hints = new Map<Seat, Buffer>();
      for (const client of this.clients) {
        const seat = client.userData?.seat ?? null;
        if (seat === null || !deciding.has(seat)) continue;
        let message = hints.get(seat);
        if (!message) hints.set(seat, (message = jsonFrame("hints", this.hintsFor(seat))));
        client.enqueueRaw(message);
      }
    }

    /** The seat's prompts and legal moves in the current state (none outside play). */
    hintsFor(seat: Seat): ServerMessages["hints"] {
      const LIMIT = 200;
      const playing = this.state.phase === "playing";
      const moves = playing ? this.game.legalMoves(this.gameState, seat) : [];
      const prompts = playing ? this.game.pending(this.gameState).filter((p) => p.seat === seat) : [];
      return { stateId: this.state.stateId, prompts, moves: moves.slice(0, LIMIT), truncated: moves.length > LIMIT };
    }

    sendError(client: Client, code: string, text: Text, requestId?: string) {
      client.send("error", { code, message: text.en, text, requestId } satisfies ServerMessages["error"]);
    }

    broadcastError(code: string, text: Text) {
      this.broadcast("error", { code, message: text.en, text } satisfies ServerMessages["error"]);
    }

    freeSeat(): Seat {
      return this.state.seats.findIndex((s) => !s.claimed);
    }

    /** Serializes every state change of the room; a failing task is logged and never blocks the next. */
    enqueue(task: () => unknown) {
      this.queue = this.queue.then(task).catch((err) => this.log.error({ err }, "room task failed")).then(() => this.flush());
      return this.queue;
    }

    /** Sends the state changes (and the messages waiting for them) now. */
    flush() {
      if (this.state) this.broadcastPatch();
    }

    /** Claims a join code no other live game holds, across every process sharing the presence. */
    async uniqueCode() {
      for (;;) {
        const code = joinCode();
        if ((await this.presence.hincrby(CODES_KEY, code, 1)) === 1) return code;
      }
    }

    async publishMetadata() {
      await this.setMetadata({
        game: this.game.id, mode: this.mode, phase: this.state.phase as RoomListingMetadata["phase"], players: this.state.players,
        taken: this.state.seats.filter((s) => s.claimed).length, host: this.state.seats[this.state.hostSeat]?.name ?? "",
        waitingFor: [...this.state.waitingFor], deadline: this.state.deadline, pace: this.pace(), rated: this.state.rated,
      });
    }

    override onBeforeShutdown() {
      this.shuttingDown = true;
      this.broadcast("shutdown", { reason: "The server is restarting; you will be reconnected." } satisfies ServerMessages["shutdown"]);
      void this.queue.then(() => this.disconnect());
    }

    override async onDispose() {
      this.stopWatchingMerges();
      this.timers.clearAll();
      if (this.record) thinker.forget(`${this.record.id}/`);
      // A started game keeps its code while it is stored unfinished, so a restore gets it back.
      if (this.mode !== "quick" && this.state?.phase !== "playing") await this.presence.hdel(CODES_KEY, this.roomId);
      if (this.state?.phase === "lobby") this.forgetLobbySeats(this.state.seats.map((s) => s.index));
      // Finished or unloaded for idleness: nobody needs to take it over. Stopping: another process should.
      if (this.record && this.listed && !this.shuttingDown) await releaseOwnership(this.presence, this.roomId);
      await this.queue;
      await this.clockWrites;
      // Unloading a running game: "My games" keeps telling whose turn it is without loading it again.
      if (this.state?.phase === "playing" && this.record) {
        await storage.accounts.noteWaiting(this.record.id, [...this.state.waitingFor]).catch((err) => this.log.warn({ err }, "could not note whose turn it is"));
      }
    }
  };
}
