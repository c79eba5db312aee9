/**
 * The tech dial and the event dial as small SVG drawings: a ring of divisions and a pointer. The pointer is its
 * own element rotated by CSS, so turning a dial is a transition of its `transform` (panels/index.ts).
 */
import { EVENT_DIAL, TECH_DIAL } from "../../../../../engine/games/new-dawn/data/index.ts";

const NS = "http://www.w3.org/2000/svg";
const C = 27;

function svgEl(tag: string, attrs: Record<string, string | number>): SVGElement {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
}

const LEVEL_COLOR: Record<number, string> = { 2: "#7fc0f0", 3: "#e7b75f", 4: "#f08a80" };

/** Degrees of a tech dial position (0 at the top, clockwise). */
export function techAngle(position: number): number {
  return (position * 360) / (TECH_DIAL.last + 1);
}

export function eventAngle(division: number): number {
  return (division * 360) / EVENT_DIAL.divisions.length;
}

export function techDial(position: number, color: string, title: string): SVGSVGElement {
  const svg = svgEl("svg", { viewBox: "0 0 54 54", class: "nd-dial" }) as SVGSVGElement;
  svg.append(svgEl("title", {}));
  svg.firstChild!.textContent = title;
  svg.append(svgEl("circle", { cx: C, cy: C, r: 25, fill: "#f3ead6", stroke: "#6b5a40", "stroke-width": 1.5 }));
  for (let i = 0; i <= TECH_DIAL.last; i++) {
    const a = ((techAngle(i) - 90) * Math.PI) / 180;
    const mark = TECH_DIAL.levelMarks.find((m) => m.position === i);
    const r1 = mark ? 17 : 21;
    svg.append(svgEl("line", { x1: C + Math.cos(a) * r1, y1: C + Math.sin(a) * r1, x2: C + Math.cos(a) * 24, y2: C + Math.sin(a) * 24, stroke: mark ? LEVEL_COLOR[mark.level] : "#8a7a60", "stroke-width": mark ? 3 : 1 }));
  }
  const label = svgEl("text", { x: C, y: C + 4, "text-anchor": "middle", "font-size": 12, "font-weight": "bold", fill: "#2b2118" });
  label.textContent = String(position);
  label.setAttribute("class", "nd-dial-value");
  const pointer = svgEl("g", { class: "nd-pointer" });
  pointer.append(svgEl("line", { x1: C, y1: C - 8, x2: C, y2: C - 23, stroke: color, "stroke-width": 3.5, "stroke-linecap": "round" }));
  (pointer as SVGGElement).style.transform = `rotate(${techAngle(position)}deg)`;
  svg.append(pointer, label);
  return svg;
}

const EVENT_GLYPH: Record<string, string> = { trade: "⇄", "barbarian-spawn": "☠", "barbarian-movement": "➜" };

export function eventDial(division: number, title: string): SVGSVGElement {
  const svg = svgEl("svg", { viewBox: "0 0 54 54", class: "nd-dial" }) as SVGSVGElement;
  svg.append(svgEl("title", {}));
  svg.firstChild!.textContent = title;
  svg.append(svgEl("circle", { cx: C, cy: C, r: 25, fill: "#3b3226", stroke: "#c8963e", "stroke-width": 1.5 }));
  EVENT_DIAL.divisions.forEach((symbol, i) => {
    const a = ((eventAngle(i) - 90) * Math.PI) / 180;
    const t = svgEl("text", { x: C + Math.cos(a) * 17, y: C + Math.sin(a) * 17 + 4, "text-anchor": "middle", "font-size": 11, fill: symbol ? "#ffe9b8" : "#8a7a60" });
    t.textContent = symbol ? EVENT_GLYPH[symbol] : "·";
    svg.append(t);
  });
  const pointer = svgEl("g", { class: "nd-pointer" });
  pointer.append(svgEl("path", { d: `M ${C} 2 L ${C - 4} 9 L ${C + 4} 9 Z`, fill: "#ff5a3c" }));
  (pointer as SVGGElement).style.transform = `rotate(${eventAngle(division)}deg)`;
  svg.append(pointer);
  return svg;
}

