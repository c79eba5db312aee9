/** Pure geometry for animations: points along a polyline by arc length, and arcs. */
export interface Point { x: number; y: number }

export function pathLength(points: readonly Point[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) total += Math.hypot(points[i].x - points[i - 1].x, points[i].y - points[i - 1].y);
  return total;
}

/** The point at fraction t (0…1) of the polyline's length. */
export function pointAlong(points: readonly Point[], t: number): Point {
  if (points.length === 0) return { x: 0, y: 0 };
  if (points.length === 1 || t <= 0) return { x: points[0].x, y: points[0].y };
  const last = points[points.length - 1];
  if (t >= 1) return { x: last.x, y: last.y };
  const total = pathLength(points);
  if (total === 0) return { x: last.x, y: last.y };
  let target = t * total;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1], b = points[i];
    const seg = Math.hypot(b.x - a.x, b.y - a.y);
    if (target <= seg) {
      const f = seg === 0 ? 1 : target / seg;
      return { x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f };
    }
    target -= seg;
  }
  return { x: last.x, y: last.y };
}

/** A point on a parabolic arc from a to b that rises `height` pixels at its middle. */
export function arcPoint(a: Point, b: Point, t: number, height: number): Point {
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t - height * 4 * t * (1 - t) };
}
