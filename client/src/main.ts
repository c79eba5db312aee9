/** Entry point: the Phaser game with its scenes, the shared App, and the browser-test hook. */
import Phaser from "phaser";
import { getApp } from "./app.ts";
import { installTestHook } from "./testHook.ts";
import { BootScene } from "./scenes/BootScene.ts";
import { MenuScene } from "./scenes/MenuScene.ts";
import { LobbyScene } from "./scenes/LobbyScene.ts";
import { GameScene } from "./scenes/GameScene.ts";
import { EndScene } from "./scenes/EndScene.ts";
import { ReviewScene } from "./scenes/ReviewScene.ts";
import { LeaderboardScene } from "./scenes/LeaderboardScene.ts";
import { HudScene } from "./scenes/HudScene.ts";
import { colors, HEIGHT, WIDTH } from "./ui/theme.ts";

const app = getApp();
installTestHook(app);

app.game = new Phaser.Game({
  type: Phaser.AUTO,
  parent: "game",
  width: WIDTH,
  height: HEIGHT,
  backgroundColor: colors.bg,
  dom: { createContainer: true },
  scale: { mode: Phaser.Scale.FIT, autoCenter: Phaser.Scale.CENTER_BOTH },
  input: { mouse: { preventDefaultWheel: false } },
  // Scene order is draw order: the Hud (connection banner, toasts) is drawn last, on top.
  scene: [BootScene, MenuScene, LobbyScene, GameScene, EndScene, ReviewScene, LeaderboardScene, HudScene],
});

void app.startAccount();

document.documentElement.lang = app.i18n.lang;
app.i18n.onChange((lang) => { document.documentElement.lang = lang; });
