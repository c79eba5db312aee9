/**
 * Accounts over real websockets and the real storage (SQLite, and PostgreSQL in a throw-away schema when
 * DATABASE_URL is set): a guest plays, claims its account with a name and a password, signs in on a second
 * client and takes its seat there; a guessed session or another account's session gets no seat; a resigned
 * seat is a bot's for good; failed sign-ins are throttled.
 */
import { randomBytes } from "node:crypto";
import { expect, it } from "vitest";
import { CLOSE_SEAT_TAKEN } from "../../engine/core/close-codes.ts";
import { accountSuites } from "./account-fixture.ts";
import { join } from "./clients.ts";
import { nextMessage, until } from "./harness.ts";

accountSuites("accounts", "epochs_acct", (s) => {
  const { call, guest, sdkFor, runningGame } = s;
  const name = () => s.name("Ada");

  it("a guest claims its account, signs in on a second client and takes its seat there", async () => {
    const guestToken = await guest();
    const [host, other] = await runningGame(guestToken);
    const roomId = host.room.roomId;

    const account = name();
    const claimed = await call("POST", "/api/account/claim", guestToken, { name: account, password: "correct horse" });
    expect(claimed).toMatchObject({ status: 200, body: { account: { name: account, guest: false } } });
    expect((await call("GET", "/api/account", guestToken)).body.account).toMatchObject({ name: account, guest: false });

    // Another device: no credential, only the name and the password (in another case).
    const signedIn = await call("POST", "/api/account/login", null, { name: account.toUpperCase(), password: "correct horse" });
    expect(signedIn.status).toBe(200);
    const secondToken = signedIn.cookie!;
    expect(secondToken).not.toBe(guestToken);
    const mine = await call("GET", "/api/account/games", secondToken);
    expect(mine.status).toBe(200);
    expect(mine.body.games).toEqual([expect.objectContaining({ roomId, game: "dice-race", seat: 0, status: "playing", names: ["Ada", "Bob"] })]);
    const turnOf = mine.body.games[0].waitingFor as number[];
    expect(mine.body.games[0].yourTurn).toBe(turnOf.includes(0));

    const closed = new Promise<number>((resolve) => host.room.onLeave((code: number) => resolve(code)));
    const second = await join(sdkFor(secondToken).joinById(roomId.toLowerCase(), { name: "Ada on the phone" }));
    expect(second.welcome.seat).toBe(0);
    expect(second.welcome.credential).toBeUndefined(); // the seat was taken back, not newly taken
    expect(await closed).toBe(CLOSE_SEAT_TAKEN);
    await second.room.leave();
    await other.room.leave();
  });

  it("a guessed session token, or another account's, gets no seat and no games", async () => {
    const ownerToken = await guest();
    const [host, other] = await runningGame(ownerToken);
    const roomId = host.room.roomId;
    const guessed = randomBytes(32).toString("base64url");
    await expect(sdkFor(guessed).joinById(roomId, { name: "Mallory" })).rejects.toThrow(/wrong-phase/);
    expect((await call("GET", "/api/account/games", guessed)).status).toBe(401);
    expect((await call("POST", "/api/account/claim", guessed, { name: name(), password: "whatever123" })).status).toBe(401);

    const strangerToken = await guest();
    await expect(sdkFor(strangerToken).joinById(roomId, { name: "Eve" })).rejects.toThrow(/wrong-phase/);
    expect((await call("GET", "/api/account/games", strangerToken)).body.games).toEqual([]);
    expect((await call("POST", `/api/resume/${roomId}`, strangerToken, {})).body).toEqual({ live: false });
    expect((await call("POST", `/api/resume/${roomId}`, ownerToken, {})).body).toEqual({ live: true });
    await host.room.leave();
    await other.room.leave();
  });

  it("claims refuse a taken name, a second claim and a bad name or password", async () => {
    const account = name();
    const first = await guest();
    expect((await call("POST", "/api/account/claim", first, { name: account, password: "password-1" })).status).toBe(200);
    const second = await guest();
    expect(await call("POST", "/api/account/claim", second, { name: account.toLowerCase(), password: "password-2" })).toMatchObject({ status: 409, body: { error: "name-taken" } });
    expect(await call("POST", "/api/account/claim", first, { name: name(), password: "password-3" })).toMatchObject({ status: 409, body: { error: "already-claimed" } });
    expect(await call("POST", "/api/account/claim", second, { name: "x", password: "password-4" })).toMatchObject({ status: 400, body: { error: "bad-account" } });
    expect(await call("POST", "/api/account/claim", second, { name: name(), password: "short" })).toMatchObject({ status: 400, body: { error: "bad-account" } });
    // Signing out ends the session for good.
    expect((await call("POST", "/api/account/logout", first)).cookie).toBe("");
    expect((await call("GET", "/api/account", first)).body).toEqual({ account: null });
  });

  it("lists an open lobby the account sits in, and forgets it when the seat is left", async () => {
    const token = await guest();
    const lobby = await join(sdkFor(token).create("game", { game: "dice-race", players: 3, mode: "public", name: "Ada" }));
    const listed = async () => (await call("GET", "/api/account/games", token)).body.games as any[];
    await until(async () => (await listed()).some((g) => g.roomId === lobby.room.roomId), 3000, "the lobby in My games");
    expect((await listed()).find((g) => g.roomId === lobby.room.roomId)).toMatchObject({ status: "lobby", seat: 0, players: 3 });
    // Joining again with the account gives the same seat, not a second one.
    const again = await join(sdkFor(token).joinById(lobby.room.roomId, { name: "Ada again" }));
    expect(again.welcome.seat).toBe(0);
    await again.room.leave();
    await until(async () => !(await listed()).some((g) => g.roomId === lobby.room.roomId), 3000, "the lobby gone from My games");
  });

  it("a resigned seat is a bot's for good: neither the account nor the credential takes it back", async () => {
    const token = await guest();
    const [host, other] = await runningGame(token);
    const roomId = host.room.roomId;
    const credential = host.welcome.credential!;
    host.room.send("resign", {});
    expect(await nextMessage(host.room, "resigned")).toEqual({ seat: 0 });
    await until(() => host.room.state.seats[0].bot === true, 3000, "a bot in seat 0");
    await expect(sdkFor(token).joinById(roomId, { name: "Ada" })).rejects.toThrow(/wrong-phase/);
    await expect(sdkFor(null).joinById(roomId, { name: "Ada", credential })).rejects.toThrow(/bad-credential/);
    const stored = (await s.ts.epochs.storage.loadGame(host.welcome.gameRecordId ?? (await s.ts.epochs.storage.listUnfinished()).find((g) => g.roomId === roomId)!.id))!;
    expect(stored.game.seats[0]).toMatchObject({ credentialHash: null, accountId: null, bot: true });
    expect((await call("GET", "/api/account/games", token)).body.games.some((g: any) => g.roomId === roomId)).toBe(false);
    await host.room.leave();
    await other.room.leave();
  });

  it("throttles wrong passwords per address: then even the right one is refused there", async () => {
    const account = name();
    const token = await guest();
    await call("POST", "/api/account/claim", token, { name: account, password: "the-right-one" });
    const from = "10.9.9.9";
    let refusedAfter = -1;
    for (let i = 0; i < 20; i++) {
      const answer = await call("POST", "/api/account/login", null, { name: account, password: `wrong-${i}-guess` }, from);
      if (answer.status === 429) { refusedAfter = i; break; }
      expect(answer).toMatchObject({ status: 401, body: { error: "bad-login" } });
    }
    expect(refusedAfter).toBe(10);
    expect((await call("POST", "/api/account/login", null, { name: account, password: "the-right-one" }, from)).status).toBe(429);
    expect((await call("POST", "/api/account/login", null, { name: account, password: "the-right-one" }, "10.200.0.1")).status).toBe(200);
  });
});
