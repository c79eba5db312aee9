/**
 * Native timers owned by a room, cleared together when it goes away. The room's Colyseus clock only
 * advances when the room ticks, and a turn-based room ticks rarely (it patches on change).
 */
export interface Timer {
  clear(): void;
}

export class RoomTimers {
  private readonly handles = new Set<ReturnType<typeof setTimeout>>();

  after(fn: () => void, ms: number): Timer {
    const handle = setTimeout(() => {
      this.handles.delete(handle);
      fn();
    }, ms);
    this.handles.add(handle);
    return { clear: () => { clearTimeout(handle); this.handles.delete(handle); } };
  }

  clearAll() {
    for (const h of this.handles) clearTimeout(h);
    this.handles.clear();
  }
}
