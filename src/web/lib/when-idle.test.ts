import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterNextPaint } from "./when-idle.ts";

// The browser's frames, drawn when the test says so (a tab in the background draws none).
let frames: Map<number, FrameRequestCallback>;
const drawFrame = () => {
  const callbacks = [...frames.values()];
  frames.clear();
  for (const callback of callbacks) callback(performance.now());
};

describe("afterNextPaint", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    frames = new Map();
    let next = 0;
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
      frames.set(++next, callback);
      return next;
    });
    vi.stubGlobal("cancelAnimationFrame", (id: number) => frames.delete(id));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("runs the task in the task after the next frame, once", () => {
    const task = vi.fn();
    afterNextPaint(task);
    vi.advanceTimersByTime(50);
    expect(task).not.toHaveBeenCalled();
    drawFrame();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("runs it by a timer in a tab that draws no frame", () => {
    const task = vi.fn();
    afterNextPaint(task);
    vi.advanceTimersByTime(299);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    drawFrame();
    vi.advanceTimersByTime(1000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("never runs it once cancelled", () => {
    const task = vi.fn();
    afterNextPaint(task)();
    drawFrame();
    vi.advanceTimersByTime(1000);
    expect(task).not.toHaveBeenCalled();
  });
});
