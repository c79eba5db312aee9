/** The rule modules of leaders' powers that join the flow (choices, rating powers, hooks, moves): listed once in index.ts. */
import { rules as alexander } from "./alexander.ts";
import { rules as armies } from "./armies.ts";
import { rules as ashoka } from "./ashoka.ts";
import { rules as bach } from "./bach.ts";
import { rules as barbarossa } from "./barbarossa.ts";
import { rules as bestLab } from "./best-lab.ts";
import { rules as billGates } from "./bill-gates.ts";
import { rules as churchill } from "./churchill.ts";
import { rules as catherine } from "./catherine.ts";
import { rules as columbus } from "./columbus.ts";
import { rules as coubertin } from "./coubertin.ts";
import { rules as hippocrates } from "./hippocrates.ts";
import { rules as fleming } from "./fleming.ts";
import { rules as hammurabi } from "./hammurabi.ts";
import { rules as eleanor } from "./eleanor.ts";
import { rules as jamesWatt } from "./james-watt.ts";
import { rules as mandela } from "./mandela.ts";
import { rules as mariaTheresa } from "./maria-theresa.ts";
import { rules as nobel } from "./nobel.ts";
import { rules as nostradamus } from "./nostradamus.ts";
import { rules as gutenberg } from "./gutenberg.ts";
import { rules as robespierre } from "./robespierre.ts";
import { rules as caesar } from "./caesar.ts";
import { rules as gandhi } from "./gandhi.ts";
import { rules as confucius } from "./confucius.ts";
import { rules as sunTzu } from "./sun-tzu.ts";
import { rules as homer } from "./homer.ts";
import { rules as joanOfArc } from "./joan-of-arc.ts";
import { rules as saladin } from "./saladin.ts";
import { rules as shakespeare } from "./shakespeare.ts";
import { rules as steveJobs } from "./steve-jobs.ts";

export const LEADER_RULES = [homer, billGates, armies, ashoka, saladin, hippocrates, columbus, catherine, coubertin, barbarossa, churchill,
  shakespeare, alexander, steveJobs, fleming, joanOfArc, bach, bestLab, hammurabi,
  eleanor, jamesWatt, mandela, mariaTheresa, nobel, nostradamus, sunTzu, gutenberg, robespierre, caesar, gandhi, confucius];
